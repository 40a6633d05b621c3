import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  authState,
  jsonResponse,
  mockFetch,
  pathOf,
  renderApp,
  renderWithProviders,
  testUser,
} from '../../../test/support/renderWithProviders';
import { adDetail } from '../../../test/support/adsData';
import AdDetailPage, { LOGIN_TO_MESSAGE } from './AdDetailPage';
import { FIRST_MESSAGE } from './MessageDialog';

const detail = {
  ...adDetail({ contact_whatsapp: '+5519988887777' }),
  user_vote: null as string | null,
  tribes: [] as Array<{ slug: string; name: string; avatar_url: string | null }>,
};

/** The ad page at /ads/{slug}, signed in or not (plain React: no antd around it). */
function renderAd({ signedIn = false }: { signedIn?: boolean } = {}) {
  return renderWithProviders(<AdDetailPage />, {
    route: '/ads/pintor-abc123',
    path: '/ads/:slug',
    ...(signedIn ? { preloadedState: { auth: authState() } } : {}),
  });
}

/** "Enviar mensagem" on an ad page: the composer (MessageDialog) for members, /login for visitors. */
describe('Enviar mensagem', () => {
  const conversation = {
    id: 5,
    ad: { slug: 'pintor-abc123', title: 'Pintor residencial', image: null },
    other: { username: 'joao', first_name: 'João', avatar: null },
    last_message: { text: 'Faz por 2.000?', created_at: new Date().toISOString(), mine: true },
    unread_count: 0,
  };

  it('a member writes to the advertiser: the composer sends the ad and the text, then opens the conversation', async () => {
    const calls = mockFetch(async (req) => {
      if (pathOf(req) === '/api/v1/messages/conversations/') return jsonResponse(conversation, 201);
      return jsonResponse(detail);
    });
    const { router } = renderWithProviders(<AdDetailPage />, {
      route: '/ads/pintor-abc123',
      path: '/ads/:slug',
      preloadedState: { auth: authState() },
      routes: [{ path: '/messages/:id', element: <p>conversa aberta</p> }],
    });
    // Beside WhatsApp, which stays.
    expect(await screen.findByRole('link', { name: /Conversar no WhatsApp/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar mensagem' }));
    const dialog = screen.getByRole('dialog', { name: 'Mensagem para João' });
    const field = within(dialog).getByLabelText('Mensagem');
    expect(field).toHaveValue(FIRST_MESSAGE);
    fireEvent.change(field, { target: { value: 'Faz por 2.000?' } });
    // Shift+Enter is a new line, not a send.
    fireEvent.keyDown(field, { key: 'Enter', shiftKey: true });
    const sent = () => calls.filter((c) => pathOf(c) === '/api/v1/messages/conversations/');
    expect(sent()).toEqual([]);
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/messages/5'));
    const [post] = sent();
    expect(post.method).toBe('POST');
    expect(await post.json()).toEqual({ ad: 'pintor-abc123', text: 'Faz por 2.000?' });
  });

  it("shows the server's refusal in pt-BR (a block) and stays open", async () => {
    mockFetch(async (req) =>
      pathOf(req) === '/api/v1/messages/conversations/'
        ? jsonResponse({ error: 'Você não pode enviar mensagens para este usuário.', code: 'blocked' }, 403)
        : jsonResponse(detail),
    );
    renderAd({ signedIn: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar mensagem' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Você não pode enviar mensagens para este usuário.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('the owner has no "Enviar mensagem" on their own ad', async () => {
    global.fetch = jest.fn(async () => jsonResponse({ ...detail, is_owner: true })) as unknown as typeof fetch;
    renderAd({ signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pintor residencial' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar mensagem' })).not.toBeInTheDocument();
  });

  it('a visitor is told why on /login and comes back to the ad with the composer open', async () => {
    mockFetch((req) => {
      const p = pathOf(req);
      if (p === '/api/v1/ads/ads/pintor-abc123/') return jsonResponse(detail);
      if (p === '/api/v1/token/') return jsonResponse({ access: 'a1', refresh: 'r1' });
      if (p === '/api/v1/users/me/') return jsonResponse(testUser);
      if (p === '/api/v1/messages/unread_count/') return jsonResponse({ count: 0 });
      if (p === '/api/v1/core/notifications/unread_count/') return jsonResponse({ count: 0 });
      if (p === '/api/v1/core/notifications/')
        return jsonResponse({ count: 0, next: null, previous: null, results: [] });
      return jsonResponse({});
    });
    const { router } = renderApp('/ads/pintor-abc123', { preloadedState: { auth: authState({ signedIn: false }) } });
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar mensagem' }, { timeout: 10_000 }));
    expect(await screen.findByText(LOGIN_TO_MESSAGE, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    fireEvent.change(await screen.findByLabelText('E-mail', {}, { timeout: 10_000 }), {
      target: { value: 'maria@example.com' },
    });
    fireEvent.change(screen.getByLabelText('Senha'), { target: { value: 'segredo-forte-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ads/pintor-abc123'), { timeout: 10_000 });
    expect(await screen.findByRole('dialog', { name: 'Mensagem para João' }, { timeout: 10_000 })).toBeInTheDocument();
  });
});
