import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router-dom';
import { messageEventReceived, messageReadReceived, type ChatMessage, type Conversation } from '../../api/messages';
import {
  authState,
  jsonResponse,
  mockFetch,
  pathOf,
  renderWithProviders,
} from '../../../test/support/renderWithProviders';
import { File as NodeFile } from 'node:buffer';
import { REPORT_SENT_MESSAGE } from '../../components/ReportDialog';
import { TOO_MANY_PHOTOS } from './Composer';
import ConversationPage, { FLAG_WARNING, OWN_FLAG_NOTE, SAFETY_TIP } from './ConversationPage';
import MessagesHeaderLink from './MessagesHeaderLink';
import MessagesPage from './MessagesPage';

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

const conversation = (over: Partial<Conversation> = {}): Conversation => ({
  id: 5,
  ad: { slug: 'bicicleta-aro-29', title: 'Bicicleta aro 29', image: null },
  other: { username: 'joao', first_name: 'João', avatar: null },
  last_message: { text: 'Ainda está disponível?', created_at: minutesAgo(5), mine: false },
  unread_count: 2,
  ...over,
});

const message = (over: Partial<ChatMessage> & { id: number }): ChatMessage => ({
  text: '',
  images: [],
  created_at: minutesAgo(10),
  mine: false,
  read_at: null,
  flagged: false,
  ...over,
});

const page = <T,>(results: T[], next: string | null = null) => ({
  count: results.length,
  next,
  previous: null,
  results,
});

/** The API of one inbox: conversations 5 (João, unread) and 6 (Ana), and conversation 5's messages. */
function serve({
  messages = [
    message({ id: 10, text: 'Olá, a bicicleta ainda está à venda?', mine: true, read_at: minutesAgo(8) }),
    message({ id: 11, text: 'Está sim!', created_at: minutesAgo(6) }),
    message({ id: 12, text: 'Me manda um pix adiantado de sinal', created_at: minutesAgo(5), flagged: true }),
    message({
      id: 13,
      text: 'Meu zap é 11 98888-7777',
      created_at: minutesAgo(4),
      flagged: true,
      mine: true,
      read_at: minutesAgo(3),
    }),
  ],
  other = conversation(),
}: { messages?: ChatMessage[]; other?: Conversation } = {}) {
  return mockFetch(async (req) => {
    const p = pathOf(req);
    if (p === '/api/v1/messages/conversations/')
      return jsonResponse(
        page([
          other,
          conversation({
            id: 6,
            other: { username: 'ana', first_name: 'Ana', avatar: null },
            ad: { slug: 'sofa', title: 'Sofá 3 lugares', image: null },
            last_message: { text: 'Obrigada!', created_at: minutesAgo(60 * 3), mine: true },
            unread_count: 0,
          }),
        ]),
      );
    if (p === '/api/v1/messages/conversations/5/') return jsonResponse(other);
    if (p === '/api/v1/messages/conversations/5/messages/') {
      if (req.method === 'POST') {
        const multipart = req.headers.get('content-type')?.startsWith('multipart/');
        const body = multipart
          ? { text: String((await req.formData()).get('text')) }
          : ((await req.json()) as { text: string });
        return jsonResponse(
          message({ id: 99, text: body.text, mine: true, created_at: new Date().toISOString() }),
          201,
        );
      }
      return jsonResponse(page(messages));
    }
    if (p === '/api/v1/messages/conversations/5/read/') return jsonResponse({ marked: 2, unread_count: 0 });
    if (p === '/api/v1/messages/conversations/5/report/')
      return jsonResponse({ id: 7, reason: 'fraud', details: '', status: 'open', created_at: minutesAgo(0) }, 201);
    if (p === '/api/v1/users/blocks/') return jsonResponse({ username: 'joao', first_name: 'João', avatar: null }, 201);
    if (p === '/api/v1/ads/ads/bicicleta-aro-29/')
      return jsonResponse({ slug: 'bicicleta-aro-29', price_cents: 120000, price_type: 'fixed' });
    return jsonResponse({ error: 'não esperado' }, 500);
  });
}

function renderMessages(route: string) {
  return renderWithProviders(<Outlet />, {
    route,
    path: '/',
    preloadedState: { auth: authState() },
    routes: [
      {
        path: '/messages',
        element: <MessagesPage />,
        children: [{ path: ':id', element: <ConversationPage /> }],
      },
    ],
  });
}

describe('Mensagens', () => {
  it('lists the conversations: ad, the other person, last message, the time as the bell writes it, unread in bold', async () => {
    serve();
    renderMessages('/messages');
    const list = await screen.findByRole('list', { name: 'Conversas' });
    const [first, second] = within(list).getAllByRole('link');
    expect(first).toHaveAttribute('href', '/messages/5');
    expect(first).toHaveTextContent('João');
    expect(first).toHaveTextContent('Bicicleta aro 29');
    expect(first).toHaveTextContent('Ainda está disponível?');
    expect(first).toHaveTextContent('5min atrás');
    expect(within(first).getByLabelText('2 não lidas')).toBeInTheDocument();
    expect(first.className).toMatch(/unread/);
    expect(second).toHaveTextContent('Você: Obrigada!');
    expect(second).toHaveTextContent('3h atrás');
    expect(second.className).not.toMatch(/unread/);
  });

  it('opens a conversation: the ad with its price, the safety tip, the messages in order, the warning, "visto", marked read', async () => {
    const calls = serve();
    renderMessages('/messages/5');
    const log = await screen.findByRole('log', { name: 'Mensagens da conversa' });
    await waitFor(() => expect(within(log).getAllByTestId('message')).toHaveLength(4));
    const texts = within(log)
      .getAllByTestId('message')
      .map((m) => m.textContent);
    // "visto" under my last message only, once the other side read it.
    expect(texts[0]).toMatch(/^Olá, a bicicleta ainda está à venda\?/);
    expect(texts[0]).not.toContain('visto');
    expect(texts[1]).toMatch(/^Está sim!/);
    expect(texts[2]).toContain(FLAG_WARNING);
    // My own flagged message: the warning is the other side's; I am told so.
    expect(texts[3]).toContain(OWN_FLAG_NOTE);
    expect(texts[3]).not.toContain(FLAG_WARNING);
    expect(texts[3]).toContain('· visto');
    expect(screen.getByText(SAFETY_TIP)).toBeInTheDocument();
    expect(SAFETY_TIP).toMatch(/^Nunca pague adiantado por Pix a quem você não conhece/);
    const ad = screen
      .getAllByRole('link', { name: /Bicicleta aro 29/ })
      .find((a) => a.getAttribute('href') === '/ads/bicicleta-aro-29')!;
    await waitFor(() => expect(ad.textContent?.replace(/\s/g, ' ')).toContain('R$ 1.200,00'));
    expect(screen.getByRole('button', { name: 'Mais opções da conversa' })).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.some((c) => pathOf(c) === '/api/v1/messages/conversations/5/read/' && c.method === 'POST')).toBe(
        true,
      ),
    );
  });

  it('the menu: "Denunciar conversa" sends the report through the dialog; "Bloquear usuário" asks first', async () => {
    const calls = serve();
    renderMessages('/messages/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Mais opções da conversa' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /Denunciar conversa/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Denunciar conversa' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Golpe ou fraude' }));
    fireEvent.change(within(dialog).getByLabelText('Detalhes (opcional)'), {
      target: { value: 'Pediu sinal no Pix.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar denúncia' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(REPORT_SENT_MESSAGE);
    const sent = calls.find((c) => pathOf(c) === '/api/v1/messages/conversations/5/report/')!;
    expect(sent.method).toBe('POST');
    expect(await sent.json()).toEqual({ reason: 'fraud', details: 'Pediu sinal no Pix.' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Denunciar conversa' })).not.toBeInTheDocument());

    const blocks = () => calls.filter((c) => pathOf(c) === '/api/v1/users/blocks/' && c.method === 'POST');
    fireEvent.click(screen.getByRole('button', { name: 'Mais opções da conversa' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /Bloquear usuário/ }));
    expect(await screen.findByText('Bloquear João?')).toBeInTheDocument();
    expect(blocks()).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Bloquear' }));
    await waitFor(() => expect(blocks()).toHaveLength(1));
    expect(await blocks()[0].json()).toEqual({ username: 'joao' });
    // Back to the inbox, the page's message outlasting the conversation it closed.
    await waitFor(() => expect(screen.queryByRole('log')).not.toBeInTheDocument());
    expect((await screen.findByText('João foi bloqueado(a).')).closest('[role="status"]')).not.toBeNull();
  });

  it('the composer: Enter sends, Shift+Enter does not; the sent message shows at the end', async () => {
    const calls = serve();
    renderMessages('/messages/5');
    const field = await screen.findByRole('textbox', { name: 'Mensagem' });
    const posts = () => calls.filter((c) => c.method === 'POST' && pathOf(c).endsWith('/5/messages/'));
    fireEvent.change(field, { target: { value: 'Faz por 1.000?' } });
    fireEvent.keyDown(field, { key: 'Enter', shiftKey: true });
    expect(posts()).toHaveLength(0);
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(await posts()[0].json()).toEqual({ text: 'Faz por 1.000?' });
    const log = screen.getByRole('log');
    await waitFor(() => expect(within(log).getAllByTestId('message').at(-1)).toHaveTextContent('Faz por 1.000?'));
    await waitFor(() => expect(field).toHaveValue(''));
  });

  it('photos: at most four go with the text, as multipart images', async () => {
    const calls = serve();
    renderMessages('/messages/5');
    const field = await screen.findByRole('textbox', { name: 'Mensagem' });
    const photo = (name: string) => new NodeFile(['x'], name, { type: 'image/jpeg' }) as unknown as File;
    const input = screen.getByLabelText('Escolher fotos');
    fireEvent.change(input, { target: { files: ['a', 'b', 'c', 'd', 'e'].map((n) => photo(`${n}.jpg`)) } });
    expect(await screen.findByRole('alert')).toHaveTextContent(TOO_MANY_PHOTOS);
    expect(within(screen.getByRole('list', { name: 'Fotos escolhidas' })).getAllByRole('listitem')).toHaveLength(4);
    fireEvent.change(field, { target: { value: 'Fotos do defeito' } });
    fireEvent.click(screen.getByRole('button', { name: /Enviar/ }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && pathOf(c).endsWith('/5/messages/'))).toBe(true),
    );
    const post = calls.find((c) => c.method === 'POST' && pathOf(c).endsWith('/5/messages/'))!;
    const form = await post.formData();
    expect(form.get('text')).toBe('Fotos do defeito');
    expect(form.getAll('images').map((f) => (f as File).name)).toEqual(['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg']);
  });

  it("shows the server's refusal in pt-BR under the composer", async () => {
    const calls = serve();
    const fetchBefore = global.fetch;
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const req = input instanceof Request ? input : new Request(input, init);
      if (req.method === 'POST' && pathOf(req).endsWith('/5/messages/'))
        return jsonResponse({ error: 'Você não pode enviar mensagens para este usuário.', code: 'blocked' }, 403);
      return fetchBefore(req);
    }) as unknown as typeof fetch;
    renderMessages('/messages/5');
    const field = await screen.findByRole('textbox', { name: 'Mensagem' });
    fireEvent.change(field, { target: { value: 'Oi?' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Você não pode enviar mensagens para este usuário.');
    expect(field).toHaveValue('Oi?');
    expect(calls.length).toBeGreaterThan(0);
  });

  it('a deleted account: "Conta excluída", no composer and no block', async () => {
    serve({ other: conversation({ other: { username: null, first_name: 'Conta excluída', avatar: null } }) });
    renderMessages('/messages/5');
    expect(await screen.findByText('Esta pessoa excluiu a conta e não recebe mais mensagens.')).toBeInTheDocument();
    expect(screen.getAllByText('Conta excluída').length).toBeGreaterThan(0);
    expect(screen.queryByRole('textbox', { name: 'Mensagem' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mais opções da conversa' })).not.toBeInTheDocument();
  });

  it('a message from the stream shows in the open conversation without a reload', async () => {
    serve();
    const { store } = renderMessages('/messages/5');
    const log = await screen.findByRole('log');
    await waitFor(() => expect(within(log).getAllByTestId('message')).toHaveLength(4));
    await act(async () => {
      await store.dispatch(
        messageEventReceived({
          conversation_id: 5,
          message: message({ id: 14, text: 'Posso entregar amanhã.', created_at: new Date().toISOString() }),
          unread_count: 1,
        }),
      );
    });
    expect(within(log).getAllByTestId('message').at(-1)).toHaveTextContent('Posso entregar amanhã.');
  });
});

describe('"visto" live', () => {
  it('a message_read event marks my unread messages seen at once, without a request', async () => {
    const calls = serve({
      messages: [
        message({ id: 10, text: 'Ainda está à venda?', mine: true, created_at: minutesAgo(3) }),
        message({ id: 11, text: 'Aceita 1.000?', mine: true, created_at: minutesAgo(2) }),
      ],
    });
    const { store } = renderMessages('/messages/5');
    const log = await screen.findByRole('log');
    await waitFor(() => expect(within(log).getAllByTestId('message')).toHaveLength(2));
    expect(log).not.toHaveTextContent('visto');
    const before = calls.length;
    await act(async () => {
      store.dispatch(messageReadReceived({ conversation_id: 5, read_at: new Date().toISOString() }));
    });
    const [first, last] = within(log).getAllByTestId('message');
    await waitFor(() => expect(last).toHaveTextContent('· visto'));
    expect(first).not.toHaveTextContent('visto');
    expect(calls.length).toBe(before);
  });
});

describe('MessagesHeaderLink', () => {
  it('shows the unread count (99+ past 99) and follows the stream', async () => {
    mockFetch(() => jsonResponse({ count: 120 }));
    const { store } = renderWithProviders(<MessagesHeaderLink />, { preloadedState: { auth: authState() } });
    const link = await screen.findByRole('link', { name: 'Mensagens (99+ não lidas)' });
    expect(link).toHaveAttribute('href', '/messages');
    expect(screen.getByTestId('messages-badge')).toHaveTextContent('99+');
    await act(async () => {
      await store.dispatch(
        messageEventReceived({ conversation_id: 5, message: message({ id: 13, text: 'Oi' }), unread_count: 3 }),
      );
    });
    expect(screen.getByRole('link', { name: 'Mensagens (3 não lidas)' })).toBeInTheDocument();
  });

  it('no badge without unread messages', async () => {
    mockFetch(() => jsonResponse({ count: 0 }));
    renderWithProviders(<MessagesHeaderLink />, { preloadedState: { auth: authState() } });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Mensagens' })).toBeInTheDocument());
    expect(screen.queryByTestId('messages-badge')).not.toBeInTheDocument();
  });
});
