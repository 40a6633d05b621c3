import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  authState,
  jsonResponse,
  mockFetch,
  pathOf,
  renderWithProviders,
  testUser,
} from '../../../test/support/renderWithProviders';
import ReportsPage from './ReportsPage';

const review = {
  id: 31,
  rating: 1,
  text: 'Golpista, não recomendo!',
  reply: null,
  created_at: '2026-11-28T10:00:00Z',
  advertiser: 'sonia',
  reviewer: 'bruno',
  ad_title: 'Faxina completa',
  report_count: 1,
  reports: [{ reporter: 'sonia', reason: 'offensive', details: 'Me ofendeu.', created_at: '2026-11-28T11:00:00Z' }],
  removed_at: null,
  removal_reason: '',
};

describe('ReviewsAdminPage (/admin/reports?tab=reviews)', () => {
  it('lists reported reviews with their reports; "Remover" asks a reason and sends it', async () => {
    const calls = mockFetch((req) => {
      const path = pathOf(req);
      if (path === '/api/v1/admin/reviews/')
        return jsonResponse({ count: 1, next: null, previous: null, results: [review] });
      if (path === '/api/v1/admin/reviews/31/remove/')
        return jsonResponse({ ...review, removed_at: '2026-11-28T12:00:00Z', removal_reason: 'Ofensa.' });
      return jsonResponse({ error: 'não esperado' }, 500);
    });
    renderWithProviders(<ReportsPage />, {
      route: '/admin/reports?tab=reviews',
      preloadedState: { auth: authState({ user: { ...testUser, is_staff: true } }) },
    });
    expect(await screen.findByText('Golpista, não recomendo!')).toBeInTheDocument();
    expect(screen.getByText('@sonia: Conteúdo ofensivo — Me ofendeu.')).toBeInTheDocument();
    const list = calls.find((c) => pathOf(c) === '/api/v1/admin/reviews/')!;
    expect(new URL(list.url).searchParams.get('status')).toBe('reported');

    await userEvent.click(screen.getByRole('button', { name: 'Remover' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Remover avaliação');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Ofensa.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remover' }));
    await waitFor(() => expect(calls.some((c) => pathOf(c) === '/api/v1/admin/reviews/31/remove/')).toBe(true));
    const sent = calls.find((c) => pathOf(c) === '/api/v1/admin/reviews/31/remove/')!;
    expect(await sent.json()).toEqual({ reason: 'Ofensa.' });
  });
});
