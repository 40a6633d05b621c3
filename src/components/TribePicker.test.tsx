import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { jsonResponse, mockFetch, pathOf, renderWithProviders } from '../../test/support/renderWithProviders';
import { membership, tribePage, tribeSummary } from '../../test/support/tribesData';
import TribePicker from './TribePicker';

const MINE = tribePage([
  tribeSummary({ name: 'Reformas BH', slug: 'reformas-bh', my_membership: membership(), ad_policy: 'approval' }),
  tribeSummary({ id: 2, name: 'Pintores SP', slug: 'pintores-sp', my_membership: membership(), ad_policy: 'open' }),
  tribeSummary({ id: 3, name: 'Pedido pendente', slug: 'pendente', my_membership: membership('member', 'pending') }),
]);

/** What the field was last changed to. */
const changes = jest.fn<void, [string[]]>();
function Field({ initial = [] as string[], disabled = false }) {
  const [value, setValue] = useState(initial);
  return (
    <TribePicker
      value={value}
      onChange={(next) => {
        changes(next);
        setValue(next);
      }}
      disabled={disabled}
      legend="Enviar para as tribos"
      hint="Nas tribos com aprovação, o anúncio aparece depois que os moderadores aprovarem."
    />
  );
}

const serve = (answer: () => Response) =>
  mockFetch(async (req) => (pathOf(req) === '/api/v1/tribes/' ? answer() : jsonResponse({})));

describe('TribePicker', () => {
  it('offers the tribes where I am an active member, in a named group, and picks several', async () => {
    serve(() => jsonResponse(MINE));
    renderWithProviders(<Field initial={['pintores-sp']} />);
    const group = screen.getByRole('group', { name: 'Enviar para as tribos' });
    expect(group).toHaveAccessibleDescription(/moderadores aprovarem/);
    expect(screen.getByText('Carregando suas tribos...')).toBeInTheDocument();
    const approval = await screen.findByRole('checkbox', { name: 'Reformas BH (com aprovação)' });
    expect(screen.getByRole('checkbox', { name: 'Pintores SP' })).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: /Pedido pendente/ })).not.toBeInTheDocument();
    fireEvent.click(approval);
    expect(changes).toHaveBeenLastCalledWith(['pintores-sp', 'reformas-bh']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pintores SP' }));
    expect(changes).toHaveBeenLastCalledWith(['reformas-bh']);
  });

  it('says when I am in no tribe, and when my tribes could not be read', async () => {
    serve(() => jsonResponse(tribePage([])));
    const { unmount } = renderWithProviders(<Field />);
    expect(await screen.findByText('Você ainda não participa de nenhuma tribo.')).toBeInTheDocument();
    unmount();
    serve(() => jsonResponse({ error: 'Falhou.', code: 'error' }, 500));
    renderWithProviders(<Field />);
    expect(
      await screen.findByText('Não foi possível carregar suas tribos agora.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  }, 30_000);

  it('is disabled with the form', async () => {
    serve(() => jsonResponse(MINE));
    renderWithProviders(<Field disabled />);
    expect(await screen.findByRole('checkbox', { name: 'Pintores SP' })).toBeDisabled();
  });
});
