import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  authState,
  jsonResponse,
  mockFetch,
  pathOf,
  renderWithProviders,
} from '../../../test/support/renderWithProviders';
import { adSummary } from '../../../test/support/adsData';
import { membership, tribeDetail, tribeMember, tribePage } from '../../../test/support/tribesData';
import TribePage from './TribePage';

const TRIBE = '/api/v1/tribes/pet-lovers-curitiba/';

type Handler = (req: Request) => Response | Promise<Response>;

function mockApi(tribe: Record<string, unknown>, on: Record<string, Handler> = {}, feed: unknown[] = []) {
  return mockFetch((req) => {
    const path = pathOf(req);
    const custom = on[`${req.method} ${path}`];
    if (custom) return custom(req);
    if (path === TRIBE) return jsonResponse(tribe);
    if (path === `${TRIBE}ads/`) return jsonResponse(tribePage(feed));
    if (path === `${TRIBE}members/`) return jsonResponse(tribePage([tribeMember()]));
    return jsonResponse({ error: `não simulado: ${req.method} ${path}` }, 500);
  });
}

const render = () =>
  renderWithProviders(<TribePage />, {
    route: '/tribes/pet-lovers-curitiba',
    path: '/tribes/:slug',
    preloadedState: { auth: authState() },
  });

describe('TribePage', () => {
  it('joins an open tribe at once (optimistic), then keeps the server answer', async () => {
    let answer: (r: Response) => void = () => undefined;
    mockApi(tribeDetail(), {
      [`POST ${TRIBE}join/`]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pet lovers Curitiba' })).toBeInTheDocument();
    expect(screen.getByText(/42 membros/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Entrar na tribo' }));
    // Before the server answers: member, one more in the count, and the member's actions.
    expect(await screen.findByText('Membro')).toBeInTheDocument();
    expect(screen.getByText(/43 membros/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Publicar nesta tribo/ }).length).toBeGreaterThan(0);
    answer(jsonResponse({ membership: membership(), member_count: 43 }));
    expect(await screen.findByText('Você entrou na tribo!')).toBeInTheDocument();
  });

  it('undoes a refused join and says why in pt-BR', async () => {
    mockApi(tribeDetail(), {
      [`POST ${TRIBE}join/`]: () => jsonResponse({ error: 'Você já é membro desta tribo.' }, 409),
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Entrar na tribo' }));
    expect(await screen.findByText('Você já é membro desta tribo.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entrar na tribo' })).toBeInTheDocument();
    expect(screen.getByText(/42 membros/)).toBeInTheDocument();
  });

  it('asks to join a tribe with approval, sending the answer, and shows the pending state', async () => {
    let tribe: Record<string, unknown> = tribeDetail({ join_policy: 'request' });
    const calls = mockApi(tribe, {
      [`POST ${TRIBE}join/`]: () => {
        tribe = { ...tribe, my_membership: membership('member', 'pending') };
        return jsonResponse({ membership: membership('member', 'pending'), member_count: 42 });
      },
      [`GET ${TRIBE}`]: () => jsonResponse(tribe),
    });
    render();
    // The header names the policy, as the discovery cards do.
    expect(await screen.findByText(/Entrada com aprovação/)).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Pedir para entrar' }));
    fireEvent.change(screen.getByLabelText(/Conte por que você quer participar/), {
      target: { value: 'Tenho dois gatos.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar pedido' }));
    expect(await screen.findByText(/Pedido enviado/)).toBeInTheDocument();
    expect((await screen.findAllByText('Aguardando aprovação')).length).toBeGreaterThan(0);
    const join = calls.find((c) => pathOf(c) === `${TRIBE}join/`)!;
    expect(await join.json()).toEqual({ answer: 'Tenho dois gatos.' });
  });

  it('keeps a private tribe closed to a non-member: name and count, no feed, no rules', async () => {
    const calls = mockApi(
      tribeDetail({ visibility: 'private', join_policy: 'invite', rules: null, can_view_content: false }),
    );
    render();
    expect(await screen.findByText('Esta tribo é privada')).toBeInTheDocument();
    expect(screen.getByText('Entrada só por convite')).toBeInTheDocument();
    // No button to ask: the page says how to get in.
    expect(screen.getByText(/peça um link de convite a um membro da tribo/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pedir para entrar|Entrar na tribo/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Anúncios' })).not.toBeInTheDocument();
    expect(calls.some((c) => pathOf(c) === `${TRIBE}ads/`)).toBe(false);
  });

  it('shows members the feed with the pinned badge, the rules and the members; moderators pin optimistically', async () => {
    let answer: (r: Response) => void = () => undefined;
    mockApi(
      tribeDetail({ my_membership: membership('moderator'), can_moderate: true }),
      { [`POST ${TRIBE}ads/banho-e-tosa/pin/`]: () => new Promise<Response>((resolve) => (answer = resolve)) },
      [
        { ...adSummary({ slug: 'adestrador', title: 'Adestrador' }), pinned: true },
        { ...adSummary({ slug: 'banho-e-tosa', title: 'Banho e tosa' }), pinned: false },
      ],
    );
    render();
    const feed = await screen.findByRole('list', { name: 'Anúncios da tribo' });
    expect(within(feed).getByRole('link', { name: /Adestrador/ })).toHaveAttribute('href', '/ads/adestrador');
    expect(within(feed).getAllByText('Fixado')).toHaveLength(1);
    fireEvent.click(within(feed).getByRole('button', { name: 'Fixar Banho e tosa' }));
    await waitFor(() => expect(within(feed).getAllByText('Fixado')).toHaveLength(2));
    answer(jsonResponse({}));
    expect(await screen.findByText('Anúncio fixado no topo.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Gerenciar tribo/ })).toHaveAttribute(
      'href',
      '/tribes/edit/pet-lovers-curitiba',
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Regras' }));
    expect(await screen.findByText(/Só anúncios de pets/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Membros' }));
    expect(await screen.findByRole('link', { name: 'João' })).toHaveAttribute('href', '/profile/joao');
  });

  it('a moderator takes an ad off the wall with a reason ("Remover da tribo")', async () => {
    let feed = [adSummary({ slug: 'banho-e-tosa', title: 'Banho e tosa' })];
    const calls = mockApi(tribeDetail({ my_membership: membership('moderator'), can_moderate: true }), {
      [`DELETE ${TRIBE}ads/banho-e-tosa/`]: () => {
        feed = [];
        return jsonResponse({ status: 'removed' });
      },
      [`GET ${TRIBE}ads/`]: () => jsonResponse(tribePage(feed)),
    });
    render();
    const wall = await screen.findByRole('list', { name: 'Anúncios da tribo' });
    fireEvent.click(within(wall).getByRole('button', { name: 'Remover da tribo Banho e tosa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover da tribo' });
    expect(dialog).toHaveTextContent('“Banho e tosa” sai do mural da tribo');
    const confirm = within(dialog).getByRole('button', { name: 'Remover da tribo' });
    expect(confirm).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText('Motivo (o anunciante vai ver)'), {
      target: { value: 'Só anúncios de pets.' },
    });
    fireEvent.click(confirm);
    expect(await screen.findByText('Anúncio removido da tribo. O anunciante foi avisado.')).toBeInTheDocument();
    const removal = calls.find((c) => c.method === 'DELETE')!;
    expect(await removal.json()).toEqual({ reason: 'Só anúncios de pets.' });
    expect(await screen.findByText('Nenhum anúncio nesta tribo ainda.')).toBeInTheDocument();
  });

  it('says so when the tribe does not exist', async () => {
    mockFetch(() => jsonResponse({ error: 'Tribo não encontrada.' }, 404));
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Tribo não encontrada' })).toBeInTheDocument();
  });
});
