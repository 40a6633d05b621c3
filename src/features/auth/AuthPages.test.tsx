import { fireEvent, screen, waitFor } from '@testing-library/react';
import { env } from '../../lib/env';
import {
  authState,
  jsonResponse,
  mockFetch,
  pathOf,
  renderWithProviders,
  testUser,
} from '../../../test/support/renderWithProviders';
import ForgotPasswordPage, { RESET_REQUESTED_MESSAGE } from './ForgotPasswordPage';
import LoginPage from './LoginPage';
import RegisterPage, { TERMS_REQUIRED_MESSAGE } from './RegisterPage';
import ResetPasswordConfirmPage from './ResetPasswordConfirmPage';
import { tribeSummary } from '../../../test/support/tribesData';

const INVITATION = '/api/v1/tribes/invitations/conv1/';
const invitation = {
  token: 'conv1',
  tribe: tribeSummary({ name: 'Reformas BH', slug: 'reformas-bh', city: 'Belo Horizonte', state_code: 'MG' }),
  invited_by: { id: 3, username: 'bia', first_name: 'Bia', avatar: null },
  expires_at: '2099-01-01T00:00:00Z',
};

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  window.history.replaceState(null, '', '/');
});

describe('LoginPage', () => {
  it('validates in pt-BR before calling the server', async () => {
    const calls = mockFetch(() => jsonResponse({}));
    renderWithProviders(<LoginPage />, { route: '/login' });
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Informe seu e-mail.')).toBeInTheDocument();
    expect(screen.getByText('Informe sua senha.')).toBeInTheDocument();
    type('E-mail', 'nao-e-email');
    expect(await screen.findByText('Informe um e-mail válido.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows the server message in an Alert and disables the form while submitting', async () => {
    window.history.replaceState(null, '', '/login');
    let answer: (r: Response) => void = () => undefined;
    mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderWithProviders(<LoginPage />, { route: '/login' });
    type('E-mail', 'maria@example.com');
    type('Senha', 'errada');
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toBeDisabled());
    answer(jsonResponse({ error: 'E-mail ou senha incorretos.', code: 'invalid_credentials' }, 401));
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail ou senha incorretos.');
    expect(screen.getByLabelText('E-mail')).toBeEnabled();
  });

  it('links to the password reset and to registration, keeping an invite', () => {
    mockFetch(() => jsonResponse({}));
    renderWithProviders(<LoginPage />, { route: '/login?invite=conv1' });
    expect(screen.getByRole('link', { name: 'Esqueci minha senha' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Criar conta' })).toHaveAttribute('href', '/register?invite=conv1');
  });

  it('hides the Google button when GOOGLE_CLIENT_ID is not configured, and shows it when it is', () => {
    mockFetch(() => jsonResponse({}));
    const original = env.googleClientId;
    try {
      env.googleClientId = undefined;
      const first = renderWithProviders(<LoginPage />, { route: '/login' });
      expect(screen.queryByTestId('google-sign-in')).not.toBeInTheDocument();
      expect(screen.queryByText('ou')).not.toBeInTheDocument();
      first.unmount();
      env.googleClientId = 'cliente.apps.googleusercontent.com';
      renderWithProviders(<LoginPage />, { route: '/login' });
      expect(screen.getByTestId('google-sign-in')).toBeInTheDocument();
      // A first Google sign-in creates the account: the terms notice comes before the button.
      expect(screen.getByText(/Ao continuar com o Google, você aceita/)).toHaveTextContent(
        'Ao continuar com o Google, você aceita os Termos de Uso e a Política de Privacidade da Tribo.',
      );
    } finally {
      env.googleClientId = original;
    }
  });
});

describe('RegisterPage', () => {
  it('requires the fields and a matching confirmation, in pt-BR', async () => {
    mockFetch(() => jsonResponse({}));
    renderWithProviders(<RegisterPage />, { route: '/register' });
    fireEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByText('Escolha um nome de usuário.')).toBeInTheDocument();
    expect(screen.getByText('Informe seu e-mail.')).toBeInTheDocument();
    expect(screen.getByText('Crie uma senha.')).toBeInTheDocument();
    expect(screen.getByText('Confirme sua senha.')).toBeInTheDocument();
    expect(screen.getByText(TERMS_REQUIRED_MESSAGE)).toBeInTheDocument();
    type('Senha', 'Caju-Verde-123');
    type('Confirme a senha', 'Caju-Verde-124');
    expect(await screen.findByText('As senhas não coincidem.')).toBeInTheDocument();
  });

  it('does not submit without accepting the terms, and links to both texts in a new tab', async () => {
    const calls = mockFetch(() => jsonResponse({ access: 'a', refresh: 'r', user: testUser }, 201));
    renderWithProviders(<RegisterPage />, { route: '/register' });
    const box = screen.getByRole('checkbox', { name: /Li e aceito os Termos de Uso e a Política de Privacidade/ });
    expect(screen.getByRole('link', { name: 'Termos de Uso' })).toHaveAttribute('href', '/terms-of-service');
    expect(screen.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute('target', '_blank');
    type('Nome de usuário', 'maria');
    type('E-mail', 'maria@example.com');
    type('Senha', 'Caju-Verde-123');
    type('Confirme a senha', 'Caju-Verde-123');
    fireEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByText(TERMS_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(calls.some((c) => pathOf(c) === '/api/v1/users/register/')).toBe(false);
    fireEvent.click(box);
    await waitFor(() => expect(screen.queryByText(TERMS_REQUIRED_MESSAGE)).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(calls.some((c) => pathOf(c) === '/api/v1/users/register/')).toBe(true));
  });

  it("shows the inviting tribe, sends the invite and shows the server's field errors on their fields", async () => {
    const calls = mockFetch((req) =>
      pathOf(req) === INVITATION
        ? jsonResponse(invitation)
        : jsonResponse(
            {
              error: 'Verifique os campos destacados.',
              code: 'validation_error',
              fields: {
                username: ['Este nome de usuário já está em uso.'],
                invite_token: ['Convite inválido ou expirado.'],
              },
            },
            400,
          ),
    );
    renderWithProviders(<RegisterPage />, { route: '/register?invite=conv1' });
    expect(await screen.findByRole('heading', { name: 'Reformas BH' })).toBeInTheDocument();
    expect(screen.getByText('Bia convidou você para a tribo')).toBeInTheDocument();
    type('Nome de usuário', 'maria');
    type('E-mail', 'maria@example.com');
    type('Senha', 'Caju-Verde-123');
    type('Confirme a senha', 'Caju-Verde-123');
    fireEvent.click(screen.getByRole('checkbox', { name: /Li e aceito/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByText('Este nome de usuário já está em uso.')).toBeInTheDocument();
    // The general message and the error of a field the form does not have go in the page's Alert.
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(
      'Verifique os campos destacados. Convite inválido ou expirado.',
    );
    expect(await calls.find((c) => pathOf(c) === '/api/v1/users/register/')!.json()).toEqual({
      username: 'maria',
      email: 'maria@example.com',
      password: 'Caju-Verde-123',
      password_confirm: 'Caju-Verde-123',
      first_name: '',
      last_name: '',
      invite_token: 'conv1',
    });
  });

  it('with an invite, takes the new member to the tribe they joined (the guard lets invited pages stay)', async () => {
    mockFetch((req) =>
      pathOf(req) === INVITATION
        ? jsonResponse(invitation)
        : jsonResponse({ access: 'a', refresh: 'r', user: testUser }, 201),
    );
    const { router } = renderWithProviders(<RegisterPage />, {
      route: '/register?invite=conv1',
      routes: [{ path: '/tribes/:slug', element: <p>tribo</p> }],
      path: '/register',
    });
    expect(await screen.findByRole('heading', { name: 'Reformas BH' })).toBeInTheDocument();
    type('Nome de usuário', 'maria');
    type('E-mail', 'maria@example.com');
    type('Senha', 'Caju-Verde-123');
    type('Confirme a senha', 'Caju-Verde-123');
    fireEvent.click(screen.getByRole('checkbox', { name: /Li e aceito/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tribes/reformas-bh'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('lets a signed-in user accept an invitation in one click', async () => {
    const calls = mockFetch((req) =>
      pathOf(req) === INVITATION
        ? jsonResponse(invitation)
        : jsonResponse({ ...invitation.tribe, my_membership: null }),
    );
    const { router } = renderWithProviders(<LoginPage />, {
      route: '/login?invite=conv1',
      routes: [{ path: '/tribes/:slug', element: <p>tribo</p> }],
      path: '/login',
      preloadedState: { auth: authState() },
    });
    expect(await screen.findByRole('heading', { name: 'Reformas BH' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Senha')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Aceitar convite e entrar na tribo' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tribes/reformas-bh'));
    const accept = calls.find((c) => c.method === 'POST')!;
    expect(pathOf(accept)).toBe('/api/v1/tribes/invitations/conv1/accept/');
  });

  it('says so when the invitation is invalid', async () => {
    mockFetch(() => jsonResponse({ error: 'Convite inválido ou expirado.', code: 'invalid_invitation' }, 404));
    renderWithProviders(<RegisterPage />, { route: '/register?invite=nada' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Convite inválido ou expirado.');
    expect(screen.getByRole('button', { name: 'Criar conta' })).toBeInTheDocument();
  });
});

describe('ForgotPasswordPage', () => {
  it('asks for a valid e-mail and answers with the neutral message', async () => {
    const calls = mockFetch(() => jsonResponse({ detail: 'ok' }));
    renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password' });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByText('Informe seu e-mail.')).toBeInTheDocument();
    type('E-mail', 'quem@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByText(RESET_REQUESTED_MESSAGE)).toBeInTheDocument();
    expect(RESET_REQUESTED_MESSAGE).toMatch(/^Se o e-mail existir/);
    expect(pathOf(calls[0])).toBe('/api/v1/users/password-reset/');
    expect(await calls[0].json()).toEqual({ email: 'quem@example.com' });
    expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login');
  });
});

describe('ResetPasswordConfirmPage', () => {
  const renderPage = () =>
    renderWithProviders(<ResetPasswordConfirmPage />, {
      route: '/reset-password-confirm/Mw/abc-123',
      path: '/reset-password-confirm/:uid/:token',
    });

  it('sends uid and token from the link with the new password, then says so', async () => {
    const calls = mockFetch(() => jsonResponse({ detail: 'Senha redefinida.' }));
    renderPage();
    type('Nova senha', 'Caju-Verde-123');
    type('Confirme a nova senha', 'Caju-Verde-12');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(await screen.findByText('As senhas não coincidem.')).toBeInTheDocument();
    type('Confirme a nova senha', 'Caju-Verde-123');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(await screen.findByText('Senha redefinida com sucesso!')).toBeInTheDocument();
    expect(await calls[0].json()).toEqual({
      uid: 'Mw',
      token: 'abc-123',
      new_password: 'Caju-Verde-123',
      new_password_confirm: 'Caju-Verde-123',
    });
    expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login');
  });

  it('an invalid or used link shows the error and a way to ask for a new one', async () => {
    mockFetch(() =>
      jsonResponse({ error: 'Link de redefinição inválido ou expirado.', code: 'invalid_reset_link' }, 400),
    );
    renderPage();
    type('Nova senha', 'Caju-Verde-123');
    type('Confirme a nova senha', 'Caju-Verde-123');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Link de redefinição inválido ou expirado.');
    expect(screen.getByRole('link', { name: 'Pedir um novo link' })).toHaveAttribute('href', '/forgot-password');
  });

  it("puts the server's password rules on the field", async () => {
    mockFetch(() =>
      jsonResponse(
        {
          error: 'Verifique os campos destacados.',
          code: 'validation_error',
          fields: { new_password: ['Esta senha é muito comum.'] },
        },
        400,
      ),
    );
    renderPage();
    type('Nova senha', 'senha1234');
    type('Confirme a nova senha', 'senha1234');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(await screen.findByText('Esta senha é muito comum.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pedir um novo link' })).not.toBeInTheDocument();
  });
});
