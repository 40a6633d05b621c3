import { screen } from '@testing-library/react';
import { authState, jsonResponse, mockFetch, renderWithProviders } from '../../../../test/support/renderWithProviders';
import { tribeDetail, tribePage } from '../../../../test/support/tribesData';
import LogTab from './LogTab';

const entry = (id: number, action: string, extra: Record<string, unknown> = {}) => ({
  id,
  action,
  actor: { id: 1, username: 'bruna' },
  target_user: null,
  target_ad: null,
  reason: '',
  created_at: '2026-11-28T10:00:00Z',
  ...extra,
});

describe('LogTab', () => {
  it('names each event in its own words: creation, joins, ads sent and removed with the reason', async () => {
    mockFetch(() =>
      jsonResponse(
        tribePage([
          entry(6, 'remove_ad', { target_ad: { slug: 'x', title: 'Jaqueta jeans' }, reason: 'Fora do tema.' }),
          entry(5, 'submit_ad', {
            actor: { id: 3, username: 'davi' },
            target_ad: { slug: 'x', title: 'Jaqueta jeans' },
          }),
          entry(4, 'join_invitation', {
            actor: { id: 3, username: 'davi' },
            target_user: { id: 1, username: 'bruna' },
          }),
          entry(3, 'request_join', { actor: { id: 2, username: 'carla' } }),
          entry(2, 'join', { actor: { id: 4, username: 'edu' } }),
          entry(1, 'create_tribe'),
        ]),
      ),
    );
    renderWithProviders(<LogTab tribe={tribeDetail() as never} />, { preloadedState: { auth: authState() } });
    const list = await screen.findByLabelText('Histórico de moderação');
    await screen.findByText(/criou a tribo/);
    const text = list.textContent ?? '';
    expect(text).toContain('@bruna criou a tribo');
    expect(text).toContain('@edu entrou na tribo');
    expect(text).toContain('@carla pediu para entrar na tribo');
    expect(text).toContain('@davi entrou na tribo pelo convite de @bruna');
    expect(text).toContain('@davi enviou o anúncio “Jaqueta jeans”');
    expect(text).toContain('@bruna removeu o anúncio “Jaqueta jeans” — “Fora do tema.”');
    expect(text).not.toContain('editou os dados da tribo');
  });
});
