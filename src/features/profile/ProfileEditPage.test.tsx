import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import { makeStore } from '../../app/store';
import {
  authState,
  jsonResponse,
  mockFetch,
  pathOf,
  renderWithProviders,
  testUser,
} from '../../../test/support/renderWithProviders';
import ProfileEditPage from './ProfileEditPage';
import { AVATAR_SIZE_MESSAGE, AVATAR_TYPE_MESSAGE, SAVED_MESSAGE } from './ProfileForm';

const me = {
  ...testUser,
  avatar_thumbnail: null,
  bio: 'Diarista há 10 anos.',
  phone: '',
  whatsapp: '+5511988887777',
  show_email: false,
  show_phone: false,
  show_whatsapp: true,
  message_emails: true,
  state_code: 'SP',
  city: 'Campinas',
  is_staff: false,
  is_superuser: false,
  email_verified: true,
  has_password: true,
  date_joined: '2024-01-10T12:00:00Z',
};

const STATES = { states: ['AC', 'RJ', 'SP'] };

type Handler = (req: Request) => Response | Promise<Response> | undefined;

/** GET me and the states answer by default; `handler` answers the rest (or overrides). */
function serve(handler: Handler = () => undefined) {
  return mockFetch(async (req) => {
    const answer = await handler(req);
    if (answer) return answer;
    const path = pathOf(req);
    if (path === '/api/v1/core/states/') return jsonResponse(STATES);
    if (path === '/api/v1/users/me/' && req.method === 'GET') return jsonResponse(me);
    if (path === '/api/v1/token/revoke/') return new Response(null, { status: 204 });
    return jsonResponse({ error: 'não esperado', code: 'unexpected' }, 500);
  });
}

function renderPage() {
  const store = makeStore({ auth: authState() }, { persist: false });
  return renderWithProviders(<ProfileEditPage />, {
    store,
    route: '/profile/edit',
    path: '/profile/edit',
    routes: [{ path: '/', element: <p>Página inicial</p> }],
  });
}

/** Node's File: the multipart body (Node's FormData) carries it as a file, as a browser would. */
const file = (bits: BlobPart[], name: string, options: { type: string }) =>
  new NodeFile(bits as never[], name, options) as unknown as File;
const fill = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

const nameField = () => screen.findByLabelText('Nome');
const fileInput = () => screen.getByLabelText('Escolher foto') as HTMLInputElement;

describe('ProfileEditPage', () => {
  it('loads the signed-in user into the form', async () => {
    serve();
    renderPage();
    expect(screen.getByText('Carregando seu perfil...')).toBeInTheDocument();
    expect(await nameField()).toHaveValue('Maria');
    expect(screen.getByLabelText('Sobrenome')).toHaveValue('Silva');
    expect(screen.getByLabelText('Nome de usuário')).toHaveValue('maria');
    expect(screen.getByLabelText('Sobre você')).toHaveValue('Diarista há 10 anos.');
    expect(screen.getByLabelText('WhatsApp')).toHaveValue('(11) 98888-7777');
    expect(screen.getByLabelText('Cidade')).toHaveValue('Campinas');
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveValue('SP — São Paulo');
    expect(screen.getByRole('switch', { name: 'Mostrar meu WhatsApp' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Mostrar meu telefone' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Ver meu perfil público' })).toHaveAttribute('href', '/profile/maria');
    expect(screen.getByRole('region', { name: 'Zona de perigo' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Alterar senha' })).toBeInTheDocument();
  });

  it('saves the fields as JSON, updates the stored user (header) and says so in pt-BR', async () => {
    const calls = serve((req) =>
      req.method === 'PUT' ? jsonResponse({ ...me, first_name: 'Mariana', city: 'Santos' }) : undefined,
    );
    const { store } = renderPage();
    fill(await nameField(), '  Mariana ');
    fill(screen.getByLabelText('Cidade'), 'Santos');
    fireEvent.click(screen.getByRole('switch', { name: 'Mostrar meu telefone' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    expect(await screen.findByText(SAVED_MESSAGE)).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.headers.get('content-type')).toBe('application/json');
    const body = await put.json();
    expect(body).toMatchObject({
      first_name: 'Mariana',
      last_name: 'Silva',
      city: 'Santos',
      state_code: 'SP',
      show_phone: true,
      show_whatsapp: true,
    });
    expect(body).not.toHaveProperty('avatar');
    await waitFor(() => expect(store.getState().auth.user?.first_name).toBe('Mariana'));
  });

  it('turns the unread-messages e-mail off (message_emails)', async () => {
    const calls = serve((req) => (req.method === 'PUT' ? jsonResponse({ ...me, message_emails: false }) : undefined));
    renderPage();
    await nameField();
    const emails = screen.getByRole('switch', { name: 'Avisar por e-mail quando eu tiver mensagens não lidas' });
    expect(emails).toBeChecked();
    fireEvent.click(emails);
    fireEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText(SAVED_MESSAGE)).toBeInTheDocument();
    expect(await calls.find((c) => c.method === 'PUT')!.json()).toMatchObject({ message_emails: false });
  });

  it('lists the members I blocked; Desbloquear removes one', async () => {
    let blocks = [{ username: 'joao', first_name: 'João', avatar: null, created_at: '2026-11-01T12:00:00Z' }];
    const calls = serve((req) => {
      const path = pathOf(req);
      if (path === '/api/v1/users/blocks/') return jsonResponse(blocks);
      if (path === '/api/v1/users/blocks/joao/' && req.method === 'DELETE') {
        blocks = [];
        return new Response(null, { status: 204 });
      }
      return undefined;
    });
    renderPage();
    const card = await screen.findByRole('region', { name: 'Usuários bloqueados' });
    expect(await within(card).findByText('João')).toBeInTheDocument();
    expect(within(card).getByText('@joao')).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Desbloquear João' }));
    expect(await within(card).findByText('Você não bloqueou ninguém.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && pathOf(c) === '/api/v1/users/blocks/joao/')).toBe(true);
  });

  it('the state picker finds the UF code first and the name without accents: "SP" and Enter saves São Paulo', async () => {
    const calls = serve((req) => {
      if (pathOf(req) === '/api/v1/core/states/') return jsonResponse({ states: ['ES', 'RJ', 'SP'] });
      if (req.method === 'PUT') return jsonResponse(me);
      return req.method === 'GET' && pathOf(req) === '/api/v1/users/me/'
        ? jsonResponse({ ...me, state_code: 'RJ' })
        : undefined;
    });
    renderPage();
    await nameField();
    const picker = screen.getByRole('combobox', { name: 'Estado' });
    await waitFor(() => expect(picker).toHaveValue('RJ — Rio de Janeiro'));

    fireEvent.click(picker);
    fill(picker, 'sao');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(1));
    expect(within(listbox).getByRole('option')).toHaveTextContent('SP — São Paulo');

    fill(picker, 'SP');
    await waitFor(() =>
      expect(within(listbox).getByRole('option', { selected: true })).toHaveTextContent('SP — São Paulo'),
    );
    fireEvent.keyDown(picker, { key: 'Enter', keyCode: 13 });
    expect(picker).toHaveValue('SP — São Paulo');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(await calls.find((c) => c.method === 'PUT')!.json()).toMatchObject({ state_code: 'SP' });
  });

  it('a phone that is not a Brazilian number with DDD says so on the field, in pt-BR, and nothing is sent', async () => {
    const calls = serve();
    renderPage();
    await nameField();
    fill(screen.getByLabelText('WhatsApp'), '98765-4321');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Informe um telefone do Brasil com DDD, como (11) 98765-4321.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('a change not saved asks before leaving the page; once saved it does not', async () => {
    serve((req) => (req.method === 'PUT' ? jsonResponse({ ...me, city: 'Santos' }) : undefined));
    const { router } = renderPage();
    fill(await nameField(), 'Mariana');
    fireEvent.click(screen.getByRole('link', { name: 'Ver meu perfil público' }));
    expect(await screen.findAllByText('Sair sem salvar?')).not.toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => expect(screen.queryAllByText('Sair sem salvar?')).toHaveLength(0));
    expect(router.state.location.pathname).toBe('/profile/edit');

    fill(screen.getByLabelText('Cidade'), 'Santos');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText(SAVED_MESSAGE)).toBeInTheDocument();
    await act(() => router.navigate('/'));
    expect(await screen.findByText('Página inicial')).toBeInTheDocument();
    expect(screen.queryAllByText('Sair sem salvar?')).toHaveLength(0);
  });

  it('a submit with an empty name says so on the field and puts the cursor there, sending nothing', async () => {
    const calls = serve();
    renderPage();
    const name = await nameField();
    fill(name, '');
    const save = screen.getByRole('button', { name: 'Salvar alterações' });
    save.focus();
    fireEvent.click(save);

    expect(await screen.findByText('Informe seu nome.')).toBeInTheDocument();
    await waitFor(() => expect(name).toHaveFocus());
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it("shows the server's field errors on their fields and the message above the button", async () => {
    serve((req) =>
      req.method === 'PUT'
        ? jsonResponse(
            {
              error: 'Verifique os campos destacados.',
              code: 'validation_error',
              fields: { username: ['Este nome de usuário já está em uso.'], state_code: ['Estado inválido.'] },
            },
            400,
          )
        : undefined,
    );
    const { store } = renderPage();
    fill(await screen.findByLabelText('Nome de usuário'), 'joao');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    expect(await screen.findByText('Este nome de usuário já está em uso.')).toBeInTheDocument();
    expect(screen.getByText('Estado inválido.')).toBeInTheDocument();
    expect(screen.getByText('Verifique os campos destacados.')).toBeInTheDocument();
    expect(screen.queryByText(SAVED_MESSAGE)).not.toBeInTheDocument();
    expect(store.getState().auth.user?.username).toBe('maria');
  });

  it('checks the photo in the browser (JPEG/PNG/WebP, 5 MB) and uploads a valid one as multipart', async () => {
    const calls = serve((req) =>
      req.method === 'PUT' ? jsonResponse({ ...me, avatar: 'http://localhost/media/avatars/a-512.webp' }) : undefined,
    );
    const { store } = renderPage();
    await nameField();
    const put = () => calls.filter((c) => c.method === 'PUT');

    fireEvent.change(fileInput(), { target: { files: [file(['%PDF'], 'cv.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText(AVATAR_TYPE_MESSAGE)).toBeInTheDocument();

    const big = file([new Uint8Array(5 * 1024 * 1024 + 1)], 'grande.png', { type: 'image/png' });
    fireEvent.change(fileInput(), { target: { files: [big] } });
    expect(await screen.findByText(AVATAR_SIZE_MESSAGE)).toBeInTheDocument();
    expect(put()).toHaveLength(0);

    const photo = file([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'eu.png', { type: 'image/png' });
    fireEvent.change(fileInput(), { target: { files: [photo] } });
    await waitFor(() => expect(screen.queryByText(AVATAR_SIZE_MESSAGE)).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Cancelar nova foto' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    expect(await screen.findByText(SAVED_MESSAGE)).toBeInTheDocument();
    expect(put()).toHaveLength(1);
    expect(put()[0].headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await put()[0].formData();
    expect(form.get('first_name')).toBe('Maria');
    expect((form.get('avatar') as File).size).toBe(4);
    await waitFor(() => expect(store.getState().auth.user?.avatar).toBe('http://localhost/media/avatars/a-512.webp'));
  });

  it("shows the server's avatar error under the photo", async () => {
    serve((req) =>
      req.method === 'PUT'
        ? jsonResponse(
            {
              error: 'Verifique os campos destacados.',
              code: 'validation_error',
              fields: { avatar: ['Não foi possível ler a imagem. Envie outro arquivo JPEG, PNG ou WebP.'] },
            },
            400,
          )
        : undefined,
    );
    renderPage();
    await nameField();
    fireEvent.change(fileInput(), { target: { files: [file(['x'], 'x.jpg', { type: 'image/jpeg' })] } });
    fireEvent.click(await screen.findByRole('button', { name: 'Salvar alterações' }));
    expect(
      await screen.findByText('Não foi possível ler a imagem. Envie outro arquivo JPEG, PNG ou WebP.'),
    ).toBeInTheDocument();
  });

  it('downloads the account data as a JSON file', async () => {
    const exported = { generated_at: '2026-01-01T00:00:00Z', user: { username: 'maria' }, data: {} };
    const calls = serve((req) => (pathOf(req) === '/api/v1/users/me/export/' ? jsonResponse(exported) : undefined));
    const createObjectURL = jest.fn(() => 'blob:tribo-export');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const clicked: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /Exportar meus dados/ }));
    expect(await screen.findByText('Seus dados foram baixados.')).toBeInTheDocument();
    expect(calls.some((c) => pathOf(c) === '/api/v1/users/me/export/')).toBe(true);
    expect(clicked).toEqual(['tribo-meus-dados-maria.json']);
    const blob = (createObjectURL.mock.calls as unknown as [Blob][])[0][0];
    expect(JSON.parse(await blob.text())).toEqual(exported);
  });

  it('deletes the account after the password is confirmed, then signs out to /', async () => {
    let attempts = 0;
    const calls = serve((req) => {
      if (req.method !== 'DELETE') return undefined;
      attempts += 1;
      return attempts === 1
        ? jsonResponse(
            { error: 'Verifique os campos.', code: 'validation_error', fields: { password: ['Senha incorreta.'] } },
            400,
          )
        : new Response(null, { status: 204 });
    });
    const { store } = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /Excluir minha conta/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Excluir sua conta?' });

    // Nothing is sent without the password.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir definitivamente' }));
    expect(await within(dialog).findByText('Informe sua senha.')).toBeInTheDocument();
    expect(attempts).toBe(0);

    fill(within(dialog).getByLabelText('Confirme com sua senha'), 'errada');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir definitivamente' }));
    expect(await within(dialog).findByText('Senha incorreta.')).toBeInTheDocument();
    expect(store.getState().auth.isAuthenticated).toBe(true);

    fill(within(dialog).getByLabelText('Confirme com sua senha'), 'Caju-Verde-1!');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir definitivamente' }));

    expect(await screen.findByText('Página inicial')).toBeInTheDocument();
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(store.getState().auth.user).toBeNull();
    const deletes = calls.filter((c) => c.method === 'DELETE');
    expect(await deletes[1].json()).toEqual({ password: 'Caju-Verde-1!' });
    expect(await screen.findByText(/Sua conta foi excluída/)).toBeInTheDocument();
  });

  it("changes the password, with the server's field errors shown on their fields", async () => {
    let attempts = 0;
    const calls = serve((req) => {
      if (pathOf(req) !== '/api/v1/users/me/password/') return undefined;
      attempts += 1;
      return attempts === 1
        ? jsonResponse(
            {
              error: 'Verifique os campos.',
              code: 'validation_error',
              fields: { current_password: ['Senha atual incorreta.'] },
            },
            400,
          )
        : jsonResponse({
            detail: 'Senha alterada com sucesso. Entre novamente nos outros dispositivos.',
            access: 'access-2',
            refresh: 'refresh-2',
          });
    });
    const { store } = renderPage();
    fill(await screen.findByLabelText('Senha atual'), 'errada');
    fill(screen.getByLabelText('Nova senha'), 'Nova-Senha-Forte-9');
    fill(screen.getByLabelText('Confirme a nova senha'), 'Outra-Coisa-9');
    fireEvent.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(await screen.findByText('As senhas não coincidem.')).toBeInTheDocument();
    expect(attempts).toBe(0);
    // The current password typed as the new one is no change.
    fill(screen.getByLabelText('Senha atual'), 'Nova-Senha-Forte-9');
    expect(await screen.findByText('A nova senha deve ser diferente da atual.')).toBeInTheDocument();
    fill(screen.getByLabelText('Senha atual'), 'errada');
    await waitFor(() =>
      expect(screen.queryByText('A nova senha deve ser diferente da atual.')).not.toBeInTheDocument(),
    );

    fill(screen.getByLabelText('Confirme a nova senha'), 'Nova-Senha-Forte-9');
    fireEvent.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(await screen.findByText('Senha atual incorreta.')).toBeInTheDocument();

    fill(screen.getByLabelText('Senha atual'), 'Caju-Verde-1!');
    fireEvent.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(await screen.findByText(/Senha alterada com sucesso/)).toBeInTheDocument();
    const sent = calls.filter((c) => pathOf(c) === '/api/v1/users/me/password/');
    expect(await sent[1].json()).toEqual({
      current_password: 'Caju-Verde-1!',
      new_password: 'Nova-Senha-Forte-9',
      new_password_confirm: 'Nova-Senha-Forte-9',
    });
    expect(screen.getByLabelText('Senha atual')).toHaveValue('');
    // The change ended every earlier session on the server: this tab goes on with the new pair.
    expect(store.getState().auth).toMatchObject({
      token: 'access-2',
      refreshToken: 'refresh-2',
      isAuthenticated: true,
    });
  }, 120_000); // the password checks are slow in jsdom (17-40 s here)

  it('an account created with Google (no password) confirms the deletion with EXCLUIR', async () => {
    const calls = serve((req) => {
      if (req.method === 'GET' && pathOf(req) === '/api/v1/users/me/')
        return jsonResponse({ ...me, has_password: false });
      return req.method === 'DELETE' ? new Response(null, { status: 204 }) : undefined;
    });
    const { store } = renderPage();
    await nameField();
    expect(screen.queryByLabelText('Senha atual')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Excluir minha conta/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Excluir sua conta?' });
    fill(within(dialog).getByLabelText('Digite EXCLUIR para confirmar'), 'excluir');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir definitivamente' }));
    expect(await within(dialog).findByText('Digite EXCLUIR em letras maiúsculas.')).toBeInTheDocument();

    fill(within(dialog).getByLabelText('Digite EXCLUIR para confirmar'), 'EXCLUIR');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir definitivamente' }));
    expect(await screen.findByText('Página inicial')).toBeInTheDocument();
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(await calls.find((c) => c.method === 'DELETE')!.json()).toEqual({ confirmation: 'EXCLUIR' });
  });
});
