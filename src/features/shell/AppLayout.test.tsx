import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { jsonResponse } from '../../../test/support/renderWithProviders';
import { makeStore } from '../../app/store';
import { sessionStarted, type AuthUser } from '../../session/authSlice';
import AppLayout from './AppLayout';
import { SEARCH_SUGGESTIONS } from '../../lib/searchSuggestions';

const SETTINGS = {
  site_name: 'Tribo',
  whatsapp_number: '5511988887777',
  whatsapp_greeting: 'Olá! Vim pelo site da Tribo.',
  social_profile_url: 'https://www.instagram.com/tribo.marketplace',
  contact_email: 'contato@tribo.com.br',
  maintenance_banner: { enabled: false, message: '' },
  ads_enabled: false,
};

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function setup({
  user,
  route = '/',
  settings = () => jsonResponse(SETTINGS),
}: { user?: Partial<AuthUser>; route?: string; settings?: () => Response } = {}) {
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.includes('/core/states-with-ads/')) return jsonResponse({ states: ['MG', 'RJ', 'SP'] });
    if (url.includes('/core/states/')) return jsonResponse({ states: ['BA', 'RJ', 'SP'] });
    if (url.includes('/core/settings/')) return settings();
    return jsonResponse({ error: 'Recurso não encontrado.', code: 'not_found' }, 404);
  }) as unknown as typeof fetch;
  const store = makeStore();
  if (user) {
    store.dispatch(sessionStarted({ token: 'a', refreshToken: 'r', user: { id: 1, username: 'u', ...user } }));
  }
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <AppLayout />,
        children: [
          { index: true, element: <Where /> },
          { path: '*', element: <Where /> },
        ],
      },
    ],
    {
      initialEntries: [route],
    },
  );
  const utils = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router, ...utils };
}

const where = () => screen.getByTestId('where').textContent;

describe('header search', () => {
  afterEach(() => jest.useRealTimers());

  it('rotates the placeholder at random every 3 seconds among at least ten suggestions', async () => {
    jest.useFakeTimers();
    expect(SEARCH_SUGGESTIONS.length).toBeGreaterThanOrEqual(10);
    for (const s of ['Diarista', 'Pet', 'Pedreiro', 'Eletricista', 'Toldos']) expect(SEARCH_SUGGESTIONS).toContain(s);
    const random = jest.spyOn(Math, 'random');
    setup();
    const input = screen.getByRole('searchbox', { name: 'Buscar serviços e produtos' }) as HTMLInputElement;
    const first = input.placeholder;
    expect(SEARCH_SUGGESTIONS).toContain(first);

    random.mockReturnValue(0.5);
    act(() => jest.advanceTimersByTime(2999));
    expect(input.placeholder).toBe(first);
    act(() => jest.advanceTimersByTime(1));
    const second = input.placeholder;
    expect(second).not.toBe(first);
    expect(SEARCH_SUGGESTIONS).toContain(second);

    random.mockReturnValue(0.99);
    act(() => jest.advanceTimersByTime(3000));
    expect(input.placeholder).not.toBe(second);
    expect(random).toHaveBeenCalled();
  });

  it('goes to /ads?search={encoded}&state_code={state} and clears the field', async () => {
    setup();
    const input = screen.getByRole('searchbox', { name: 'Buscar serviços e produtos' });
    await waitFor(() =>
      expect(within(screen.getByRole('banner')).getByRole('combobox', { name: 'Estado' })).toHaveValue('SP'),
    );
    await userEvent.type(within(screen.getByRole('banner')).getByRole('combobox', { name: 'Estado' }), 'RJ{Enter}');
    expect(within(screen.getByRole('banner')).getByRole('combobox', { name: 'Estado' })).toHaveValue('RJ');
    await userEvent.type(input, '  pintor & pedreiro/SP  {Enter}');
    await waitFor(() => expect(where()).toBe('/ads?search=pintor%20%26%20pedreiro%2FSP&state_code=RJ'));
    expect(input).toHaveValue('');
  });

  it('does nothing for blank or whitespace-only text', async () => {
    setup({ route: '/faq' });
    const input = screen.getByRole('searchbox', { name: 'Buscar serviços e produtos' });
    await userEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Buscar' }));
    await userEvent.type(input, '   ');
    fireEvent.submit(input.closest('form')!);
    expect(where()).toBe('/faq');
    expect(input).toHaveValue('   ');
  });

  it('offers the states with ads in the header selector', async () => {
    setup();
    const select = within(screen.getByRole('banner')).getByRole('combobox', { name: 'Estado' });
    await waitFor(() => expect(select).toHaveValue('SP'));
    await userEvent.click(select);
    const list = within(screen.getByRole('listbox', { name: 'Estados' }));
    await waitFor(() =>
      expect(list.getAllByRole('option').map((o) => o.textContent)).toEqual([
        'MG — Minas Gerais',
        'RJ — Rio de Janeiro',
        'SP — São Paulo',
        'Todo o Brasil',
      ]),
    );
    expect(list.getByRole('option', { name: 'SP — São Paulo' })).toHaveAttribute('aria-selected', 'true');
  });

  it("on /ads shows the list's state, and a state chosen there changes the list", async () => {
    setup({ route: '/ads?search=diarista&state_code=RJ&page=2' });
    const select = within(screen.getByRole('banner')).getByRole('combobox', { name: 'Estado' });
    await waitFor(() => expect(select).toHaveValue('RJ'));
    await userEvent.type(select, 'mg{Enter}');
    await waitFor(() => expect(where()).toBe('/ads?search=diarista&state_code=MG'));
    await userEvent.keyboard('brasil{Enter}');
    await waitFor(() => expect(where()).toBe('/ads?search=diarista'));
    expect(select).toHaveValue('Todo o Brasil');
  });

  it('"Todo o Brasil" searches every state: /ads?search={text}, without state_code', async () => {
    setup();
    const select = within(screen.getByRole('banner')).getByRole('combobox', { name: 'Estado' });
    await waitFor(() => expect(select).toHaveValue('SP'));
    await userEvent.type(select, 'todo{Enter}');
    expect(select).toHaveValue('Todo o Brasil');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar serviços e produtos' }), 'eletricista{Enter}');
    await waitFor(() => expect(where()).toBe('/ads?search=eletricista'));
  });
});

describe('account button and dropdown', () => {
  it('shows Entre/Registrar to visitors, with Entre to /login and Registrar to /register', async () => {
    setup({ route: '/faq' });
    const button = screen.getByRole('button', { name: /Entre\/Registrar/ });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // The id it names is a fixed one, the same on the server-rendered page as in the browser.
    expect(button).toHaveAttribute('aria-controls', 'account-menu');
    expect(document.getElementById('account-menu')).toContainElement(screen.getByRole('link', { name: 'Registrar' }));
    expect(screen.getByRole('link', { name: 'Registrar' })).toHaveAttribute('href', '/register');
    await userEvent.click(screen.getByRole('button', { name: 'Entre' }));
    await waitFor(() => expect(where()).toBe('/login'));
  });

  it.each([
    [{ first_name: 'Ana', username: 'ana_s' }, 'Ana'],
    [{ first_name: '', username: 'ana_s' }, 'ana_s'],
    [{ first_name: '', username: '' }, 'Usuário'],
  ])('labels the account button for %p as %s', (user, label) => {
    setup({ user });
    expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
  });

  const ITEMS = [
    ['Meu Perfil', '/profile'],
    ['Editar Perfil', '/profile/edit'],
    ['Mensagens', '/messages'],
    ['Meus Anúncios', '/profile?tab=ads'],
    ['Minhas Tribos', '/profile?tab=tribes'],
    ['Meus Favoritos', '/profile?tab=favorites'],
  ];

  it('lists the account items, without Administração for a plain user', async () => {
    setup({ user: { first_name: 'Ana' } });
    await userEvent.click(screen.getByRole('button', { name: 'Ana' }));
    const banner = within(screen.getByRole('banner'));
    for (const [name, href] of ITEMS) expect(banner.getByRole('link', { name })).toHaveAttribute('href', href);
    expect(banner.queryByRole('link', { name: 'Administração' })).not.toBeInTheDocument();
    expect(banner.getByRole('button', { name: 'Sair' })).toBeInTheDocument();
  });

  it.each([[{ is_staff: true }], [{ is_superuser: true }]])('shows Administração (/admin) for %p', async (flags) => {
    setup({ user: { first_name: 'Bia', ...flags } });
    await userEvent.click(screen.getByRole('button', { name: 'Bia' }));
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Administração' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });

  it('closes on Escape (focus back on the button) and on an outside click', async () => {
    setup({ user: { first_name: 'Ana' } });
    const button = screen.getByRole('button', { name: 'Ana' });
    await userEvent.click(button);
    expect(screen.getByRole('link', { name: 'Meu Perfil' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'Meu Perfil' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await userEvent.click(button);
    expect(screen.getByRole('link', { name: 'Meu Perfil' })).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('where'));
    expect(screen.queryByRole('link', { name: 'Meu Perfil' })).not.toBeInTheDocument();
  });

  it('is keyboard-operable: ArrowDown opens and focuses the first item, arrows move', async () => {
    setup({ user: { first_name: 'Ana' } });
    const button = screen.getByRole('button', { name: 'Ana' });
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Meu Perfil' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Editar Perfil' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('button', { name: 'Sair' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(where()).toBe('/'));
  });

  it('Sair signs out and goes to /', async () => {
    const { store } = setup({ user: { first_name: 'Ana' }, route: '/faq' });
    await userEvent.click(screen.getByRole('button', { name: 'Ana' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(where()).toBe('/'));
    expect(store.getState().auth.isAuthenticated).toBe(false);
  });

  it('has Tribos and the orange Anunciar Gratis link', () => {
    setup();
    const banner = within(screen.getByRole('banner'));
    expect(banner.getByRole('link', { name: 'Tribos' })).toHaveAttribute('href', '/tribes');
    expect(banner.getByRole('link', { name: 'Anunciar Gratis' })).toHaveAttribute('href', '/ads/create');
  });
});

describe('mobile menu and bottom bar', () => {
  it('locks page scroll while open and closes (unlocking) on path change', async () => {
    setup();
    expect(document.body.style.overflow).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Abrir menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.click(within(menu).getByRole('link', { name: 'Marketplace' }));
    await waitFor(() => expect(where()).toBe('/ads'));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes when the path changes by other means too', async () => {
    const { router } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    await act(() => router.navigate('/faq'));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('has Navegação, Conta for visitors and Anunciar Grátis', async () => {
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Abrir menu' }));
    const menu = within(await screen.findByRole('dialog', { name: 'Menu' }));
    expect(menu.getByRole('link', { name: 'Página Inicial' })).toHaveAttribute('href', '/');
    expect(menu.getByRole('link', { name: 'Marketplace' })).toHaveAttribute('href', '/ads');
    expect(menu.getByRole('link', { name: 'Tribos' })).toHaveAttribute('href', '/tribes');
    expect(menu.getByRole('link', { name: 'Entre' })).toHaveAttribute('href', '/login');
    expect(menu.getByRole('link', { name: 'Registrar' })).toHaveAttribute('href', '/register');
    expect(menu.getByRole('link', { name: 'Anunciar Grátis' })).toHaveAttribute('href', '/ads/create');
    expect(menu.queryByRole('link', { name: 'Administração' })).not.toBeInTheDocument();
  });

  it('shows the profile items, Administração for staff, and Sair to users', async () => {
    setup({ user: { first_name: 'Ana', is_staff: true } });
    await userEvent.click(screen.getByRole('button', { name: 'Abrir menu' }));
    const menu = within(await screen.findByRole('dialog', { name: 'Menu' }));
    expect(menu.getByRole('link', { name: 'Meus Anúncios' })).toHaveAttribute('href', '/profile?tab=ads');
    expect(menu.getByRole('link', { name: 'Administração' })).toHaveAttribute('href', '/admin');
    expect(menu.getByRole('button', { name: 'Sair' })).toBeInTheDocument();
    expect(menu.queryByRole('link', { name: 'Entre' })).not.toBeInTheDocument();
  });

  it('searches with the plain state list to /ads?search={text}&state={state}', async () => {
    setup();
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Barra inferior' })).getByRole('button', { name: 'Buscar' }),
    );
    const menu = within(await screen.findByRole('dialog', { name: 'Menu' }));
    const input = menu.getByRole('searchbox', { name: 'Buscar serviços e produtos' });
    expect(input).toHaveFocus();
    const select = menu.getByRole('combobox', { name: 'Estado' });
    await waitFor(() => expect(select).toHaveValue('SP — São Paulo'));
    await userEvent.click(select);
    await waitFor(() =>
      expect(
        within(screen.getByRole('listbox', { name: 'Estados' }))
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['BA — Bahia', 'RJ — Rio de Janeiro', 'SP — São Paulo', 'Todo o Brasil']),
    );
    await userEvent.keyboard('bahia{Enter}');
    expect(select).toHaveValue('BA — Bahia');
    await userEvent.type(input, 'diarista em salvador{Enter}');
    await waitFor(() => expect(where()).toBe('/ads?search=diarista%20em%20salvador&state=BA'));
  });

  it('bottom bar: Início, Buscar, Anunciar, Entrar for visitors, Menu', () => {
    setup();
    const bar = within(screen.getByRole('navigation', { name: 'Barra inferior' }));
    expect(bar.getByRole('link', { name: 'Início' })).toHaveAttribute('href', '/');
    expect(bar.getByRole('button', { name: 'Buscar' })).toBeInTheDocument();
    expect(bar.getByRole('link', { name: 'Anunciar' })).toHaveAttribute('href', '/ads/create');
    expect(bar.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login');
    expect(bar.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
  });

  it('bottom bar: on /ads, Buscar is the current tab', () => {
    setup({ route: '/ads?search=diarista' });
    const bar = within(screen.getByRole('navigation', { name: 'Barra inferior' }));
    expect(bar.getByRole('button', { name: 'Buscar' })).toHaveAttribute('aria-current', 'page');
    expect(bar.getByRole('link', { name: 'Início' })).not.toHaveAttribute('aria-current');
  });

  it('bottom bar: elsewhere Buscar is not marked', () => {
    setup({ route: '/ads/create' });
    const bar = within(screen.getByRole('navigation', { name: 'Barra inferior' }));
    expect(bar.getByRole('button', { name: 'Buscar' })).not.toHaveAttribute('aria-current');
    expect(bar.getByRole('link', { name: 'Anunciar' })).toHaveAttribute('aria-current', 'page');
  });

  it('bottom bar: Perfil for users', () => {
    setup({ user: { first_name: 'Ana' } });
    const bar = within(screen.getByRole('navigation', { name: 'Barra inferior' }));
    expect(bar.getByRole('link', { name: 'Perfil' })).toHaveAttribute('href', '/profile');
  });
});

describe('shell', () => {
  it('scrolls to the top on every path change', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { router } = setup();
    scrollTo.mockClear();
    await act(() => router.navigate('/faq'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockClear();
    await act(() => router.navigate('/faq?x=1'));
    expect(scrollTo).not.toHaveBeenCalled();
    // An anchor is the page's to scroll to (/profile#notifications): the top would undo it.
    await act(() => router.navigate('/profile#notifications'));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('renders the bell slot only for signed-in users', () => {
    const router = createMemoryRouter([{ path: '/', element: <AppLayout bell={<span>sino</span>} /> }]);
    const store = makeStore();
    global.fetch = jest.fn(async () => jsonResponse({ states: ['SP'] })) as unknown as typeof fetch;
    const { rerender } = render(
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>,
    );
    expect(screen.queryByText('sino')).not.toBeInTheDocument();
    act(() => {
      store.dispatch(sessionStarted({ token: 'a', refreshToken: 'r', user: { id: 1, username: 'u' } }));
    });
    rerender(
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>,
    );
    expect(screen.getByText('sino')).toBeInTheDocument();
  });
});

describe('footer', () => {
  it('has the tagline, the exact links, social + WhatsApp from settings and the year', async () => {
    setup();
    const footer = within(screen.getByRole('contentinfo'));
    expect(
      footer.getByText('Marketplace de serviços profissionais, curados por comunidades e nichos locais (tribos)'),
    ).toBeInTheDocument();
    const links: Array<[string, string]> = [
      ['Central de Ajuda', '/help-center'],
      ['Perguntas Frequentes', '/faq'],
      ['Contato', '/contact'],
      ['Quem Somos', '/about-us'],
      ['Termos de Uso', '/terms-of-service'],
      ['Política de Privacidade', '/privacy-policy'],
    ];
    for (const [name, href] of links) expect(footer.getByRole('link', { name })).toHaveAttribute('href', href);
    for (const title of ['Suporte', 'Sobre Nós', 'Siga-nos'])
      expect(footer.getByRole('heading', { name: title })).toBeInTheDocument();
    const whatsapp = await footer.findByRole('link', { name: /WhatsApp/ });
    expect(whatsapp).toHaveAttribute(
      'href',
      `https://wa.me/5511988887777?text=${encodeURIComponent('Olá! Vim pelo site da Tribo.')}`,
    );
    expect(footer.getByRole('link', { name: /Instagram/ })).toHaveAttribute(
      'href',
      'https://www.instagram.com/tribo.marketplace',
    );
    expect(footer.getByText(new RegExp(`© ${new Date().getFullYear()} Tribo`))).toBeInTheDocument();
  });

  it.each([
    ['the settings call fails', () => jsonResponse({ error: 'Erro interno.', code: 'server_error' }, 500)],
    [
      'the settings have no number nor profile',
      () => jsonResponse({ ...SETTINGS, whatsapp_number: '', social_profile_url: '' }),
    ],
  ])('still offers WhatsApp and the social profile when %s (the product defaults)', async (_, settings) => {
    setup({ settings });
    const footer = within(screen.getByRole('contentinfo'));
    await waitFor(() => expect((global.fetch as jest.Mock).mock.calls.length).toBeGreaterThan(0));
    const whatsapp = await footer.findByRole('link', { name: /WhatsApp/ });
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/5511999999999\?text=Ol%C3%A1/);
    expect(footer.getByRole('link', { name: /Instagram/ })).toHaveAttribute(
      'href',
      'https://www.instagram.com/tribo.marketplace',
    );
  });
});

describe('announcement banner', () => {
  const withBanner =
    (message: string, enabled = true) =>
    () =>
      jsonResponse({ ...SETTINGS, maintenance_banner: { enabled, message } });
  beforeEach(() => window.sessionStorage.clear());

  it('shows the message staff turned on at the top of the page, and nothing when off', async () => {
    setup({ settings: withBanner('Manutenção programada hoje às 23h.') });
    const banner = await screen.findByRole('status', { name: 'Aviso da Tribo' });
    expect(banner).toHaveTextContent('Manutenção programada hoje às 23h.');
    // Before the page's own content.
    expect(banner.compareDocumentPosition(screen.getByTestId('where')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('stays hidden when turned off', async () => {
    setup({ settings: withBanner('Aviso antigo', false) });
    await screen.findByRole('link', { name: 'WhatsApp' });
    expect(screen.queryByRole('status', { name: 'Aviso da Tribo' })).not.toBeInTheDocument();
  });

  it('closes for the rest of the visit; a new message shows again', async () => {
    const first = setup({ settings: withBanner('Manutenção hoje.') });
    await userEvent.click(
      within(await screen.findByRole('status', { name: 'Aviso da Tribo' })).getByRole('button', {
        name: 'Fechar aviso',
      }),
    );
    expect(screen.queryByRole('status', { name: 'Aviso da Tribo' })).not.toBeInTheDocument();
    first.unmount();

    const again = setup({ settings: withBanner('Manutenção hoje.') });
    await screen.findByRole('link', { name: 'WhatsApp' });
    expect(screen.queryByRole('status', { name: 'Aviso da Tribo' })).not.toBeInTheDocument();
    again.unmount();

    setup({ settings: withBanner('Nova manutenção amanhã.') });
    expect(await screen.findByRole('status', { name: 'Aviso da Tribo' })).toHaveTextContent('Nova manutenção amanhã.');
  });
});
