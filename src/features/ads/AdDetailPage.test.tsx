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
import AdDetailPage, { LOGIN_TO_FAVORITE, LOGIN_TO_VOTE } from './AdDetailPage';

const detail = {
  // Numbers as the API stores them (E.164).
  ...adDetail({ vote_score: 2, contact_whatsapp: '+5519988887777', contact_phone: '+551933334444', show_phone: true }),
  user_vote: null as string | null,
  tribes: [] as Array<{ slug: string; name: string; avatar_url: string | null }>,
};

/** The ad page at /ads/{slug}, signed in or not (plain React: no antd around it). */
function renderAd({
  slug = 'pintor-abc123',
  signedIn = false,
  state,
}: { slug?: string; signedIn?: boolean; state?: unknown } = {}) {
  return renderWithProviders(<AdDetailPage />, {
    route: { pathname: `/ads/${slug}`, state },
    path: '/ads/:slug',
    ...(signedIn ? { preloadedState: { auth: authState() } } : {}),
  });
}

describe('AdDetailPage', () => {
  it('shows the ad with BRL price, WhatsApp link naming the ad, owner card, and sets meta tags', async () => {
    global.fetch = jest.fn(async () => jsonResponse(detail)) as unknown as typeof fetch;
    renderAd();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pintor residencial' })).toBeInTheDocument();
    expect(screen.getByTestId('ad-price').textContent?.replace(/\s/g, ' ')).toBe('R$ 2.500,00');
    const wa = screen.getByRole('link', { name: /Conversar no WhatsApp/ });
    expect(wa.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/5519988887777\?text=.*Pintor%20residencial/);
    expect(screen.getByRole('link', { name: '(19) 3333-4444' })).toHaveAttribute('href', 'tel:+551933334444');
    expect(screen.getByRole('link', { name: /João/ })).toHaveAttribute('href', '/profile/joao');
    expect(screen.queryByRole('link', { name: /Editar/ })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(document.head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(
        'Pintor residencial',
      ),
    );
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /^Pintura interna/,
    );
  });

  it('counts the visit once a page, storing nothing in the browser; the owner’s own visit is not sent', async () => {
    localStorage.clear();
    const calls = mockFetch(async (req) =>
      pathOf(req).endsWith('/view/') ? new Response(null, { status: 204 }) : jsonResponse(detail),
    );
    const first = renderAd();
    await screen.findByRole('heading', { level: 1, name: 'Pintor residencial' });
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    const view = calls.find((c) => c.method === 'POST')!;
    expect(pathOf(view)).toBe('/api/v1/ads/ads/pintor-abc123/view/');
    first.unmount();
    // The server tells visitors apart (address and browser) and counts each once a day: the browser
    // keeps only the session's three keys.
    expect(Object.keys(localStorage)).toEqual([]);
    renderAd();
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
  });

  it('does not send the owner’s visit to their own ad', async () => {
    const calls = mockFetch(async () => jsonResponse({ ...detail, is_owner: true }));
    renderAd({ signedIn: true });
    expect(await screen.findByRole('link', { name: /Editar/ })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.filter((c) => pathOf(c).endsWith('/view/'))).toHaveLength(0);
  });

  it('says the price type once: after an hourly or per-service amount, or as a row when nothing says it', async () => {
    global.fetch = jest.fn(async () =>
      jsonResponse({ ...detail, price_cents: 8000, price_type: 'per_service', neighbourhood: 'Cambuí' }),
    ) as unknown as typeof fetch;
    const { unmount } = renderAd();
    await screen.findByRole('heading', { level: 1, name: 'Pintor residencial' });
    expect(screen.getByTestId('ad-price').textContent?.replace(/\s/g, ' ')).toBe('R$ 80,00/serviço');
    expect(screen.queryByText('Por serviço')).not.toBeInTheDocument();
    expect(screen.queryByText(/Tipo de preço/)).not.toBeInTheDocument();
    expect(screen.getByText('Cambuí, Campinas/SP')).toBeInTheDocument();
    unmount();
    global.fetch = jest.fn(async () =>
      jsonResponse({ ...detail, price_cents: null, price_type: 'per_service' }),
    ) as unknown as typeof fetch;
    renderAd();
    await screen.findByRole('heading', { level: 1, name: 'Pintor residencial' });
    // antd's colon is off: the label reads "Tipo de preço", never "Tipo de preço :".
    expect(screen.getByText('Tipo de preço').textContent).toBe('Tipo de preço');
    expect(screen.getByText('Por serviço')).toBeInTheDocument();
  });

  it('names the public tribes that approved the ad, each a link to its page', async () => {
    global.fetch = jest.fn(async () =>
      jsonResponse({
        ...detail,
        tribes: [
          { slug: 'reformas-bh', name: 'Reformas BH', avatar_url: null },
          { slug: 'pintores-campinas', name: 'Pintores de Campinas', avatar_url: null },
        ],
      }),
    ) as unknown as typeof fetch;
    renderAd();
    expect(await screen.findByText('Indicado pelas tribos')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reformas BH' })).toHaveAttribute('href', '/tribes/reformas-bh');
    expect(screen.getByRole('link', { name: 'Pintores de Campinas' })).toHaveAttribute(
      'href',
      '/tribes/pintores-campinas',
    );
  });

  it('says nothing of tribes when no public tribe approved the ad', async () => {
    global.fetch = jest.fn(async () => jsonResponse(detail)) as unknown as typeof fetch;
    renderAd();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pintor residencial' })).toBeInTheDocument();
    expect(screen.queryByText('Indicado pelas tribos')).not.toBeInTheDocument();
  });

  it('answers a missing ad with a not-found message', async () => {
    global.fetch = jest.fn(async () =>
      jsonResponse({ error: 'Anúncio não encontrado.', code: 'ad_not_found' }, 404),
    ) as unknown as typeof fetch;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAd({ slug: 'nada' });
    expect(await screen.findByText('Anúncio não encontrado')).toBeInTheDocument();
  });

  it('offers the owner of an expired ad "Renovar por mais 30 dias", which renews it', async () => {
    let current = {
      ...detail,
      is_owner: true,
      status: 'expired',
      expires_at: new Date(Date.now() - 86400_000).toISOString(),
    };
    const calls = mockFetch((req) => {
      if (req.method === 'POST' && pathOf(req) === '/api/v1/ads/ads/pintor-abc123/renew/') {
        current = { ...current, status: 'active', expires_at: new Date(Date.now() + 30 * 86400_000).toISOString() };
        return jsonResponse(current);
      }
      return jsonResponse(current);
    });
    renderAd({ signedIn: true });
    expect(await screen.findByText('Expirado')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Renovar por mais 30 dias/ }));
    expect(await screen.findByText('Anúncio renovado por mais 30 dias.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Expirado')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /Renovar/ })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map(pathOf)).toEqual(['/api/v1/ads/ads/pintor-abc123/renew/']);
  });

  it('offers renewing a paused ad whose date has passed (the server renews it)', async () => {
    global.fetch = jest.fn(async () =>
      jsonResponse({
        ...detail,
        is_owner: true,
        status: 'paused',
        expires_at: new Date(Date.now() - 86400_000).toISOString(),
      }),
    ) as unknown as typeof fetch;
    renderAd({ signedIn: true });
    expect(await screen.findByText('Pausado')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Renovar por mais 30 dias/ })).toBeInTheDocument();
  });

  it('tells the owner of a paused ad the highlight days it keeps', async () => {
    global.fetch = jest.fn(async () =>
      jsonResponse({
        ...detail,
        is_owner: true,
        status: 'paused',
        is_highlighted: false,
        highlighted_until: '2026-12-05T15:00:00Z',
        highlight_paused_days: 5,
      }),
    ) as unknown as typeof fetch;
    renderAd({ signedIn: true });
    expect(await screen.findByText(/^Destaque pausado: 5 dias restantes\./)).toBeInTheDocument();
    expect(screen.queryByText(/Em destaque até/)).not.toBeInTheDocument();
  });

  it('does not offer renewing an ad that has not expired, nor favouriting one’s own ad', async () => {
    global.fetch = jest.fn(async () => jsonResponse({ ...detail, is_owner: true })) as unknown as typeof fetch;
    renderAd({ signedIn: true });
    expect(await screen.findByRole('link', { name: /Editar/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Renovar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Favoritar/ })).not.toBeInTheDocument();
  });

  it('Compartilhar copies the link where there is no share sheet, and says when it could not', async () => {
    global.fetch = jest.fn(async () => jsonResponse(detail)) as unknown as typeof fetch;
    const written: string[] = [];
    let allowed = true;
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (t: string) => (allowed ? void written.push(t) : Promise.reject(new Error('negado'))) },
    });
    const execCommand = document.execCommand;
    document.execCommand = () => false;
    try {
      renderAd();
      fireEvent.click(await screen.findByRole('button', { name: /Compartilhar/ }));
      expect(await screen.findByText('Link copiado!')).toBeInTheDocument();
      expect(written).toEqual([window.location.href]);
      allowed = false;
      fireEvent.click(screen.getByRole('button', { name: /Compartilhar/ }));
      expect(await screen.findByText(/Não foi possível copiar o link/)).toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(navigator, 'clipboard');
      document.execCommand = execCommand;
    }
  });

  it('names the advertiser with city/UF, and only the city when the profile has no state', async () => {
    global.fetch = jest.fn(async () => jsonResponse(detail)) as unknown as typeof fetch;
    const { unmount } = renderAd();
    expect(await screen.findByText('@joao · Campinas/SP')).toBeInTheDocument();
    unmount();
    global.fetch = jest.fn(async () =>
      jsonResponse({ ...detail, owner: { ...detail.owner, state_code: '' } }),
    ) as unknown as typeof fetch;
    renderAd();
    expect(await screen.findByText('@joao · Campinas')).toBeInTheDocument();
  });

  it('right after publishing offers the highlight once, in the "published" notice, not again beside Editar', async () => {
    global.fetch = jest.fn(async () => jsonResponse({ ...detail, is_owner: true })) as unknown as typeof fetch;
    const { unmount } = renderAd({ signedIn: true, state: { published: true } });
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Anúncio publicado!');
    expect(within(notice).getByRole('link', { name: 'Destacar anúncio' })).toHaveAttribute(
      'href',
      '/plans/select/pintor-abc123',
    );
    expect(screen.getAllByRole('link', { name: /Destacar anúncio/ })).toHaveLength(1);
    expect(screen.getByRole('link', { name: /Editar/ })).toBeInTheDocument();
    unmount();

    // Any later visit: no notice, the offer sits with the owner's other actions.
    renderAd({ signedIn: true });
    expect(await screen.findByRole('link', { name: /Editar/ })).toBeInTheDocument();
    expect(screen.queryByText('Anúncio publicado!')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Destacar anúncio/ })).toHaveLength(1);
  });

  it('asks before deleting: Cancelar keeps the ad, Excluir deletes it and goes to /ads', async () => {
    const calls = mockFetch((req) =>
      req.method === 'DELETE' ? new Response(null, { status: 204 }) : jsonResponse({ ...detail, is_owner: true }),
    );
    const { router } = renderAd({ signedIn: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir' }));
    expect(screen.getByRole('alertdialog', { name: 'Excluir este anúncio?' })).toHaveAccessibleDescription(
      'Essa ação não pode ser desfeita.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ads'));
    expect(calls.filter((c) => c.method === 'DELETE').map(pathOf)).toEqual(['/api/v1/ads/ads/pintor-abc123/']);
    expect(router.state.location.state).toEqual({ notice: 'Anúncio excluído.' });
  });

  it('tells the owner a failed renewal in the live region', async () => {
    mockFetch((req) =>
      req.method === 'POST'
        ? jsonResponse({ error: 'Este anúncio não pode ser renovado.' }, 400)
        : jsonResponse({ ...detail, is_owner: true, status: 'expired' }),
    );
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAd({ signedIn: true });
    fireEvent.click(await screen.findByRole('button', { name: /Renovar por mais 30 dias/ }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Este anúncio não pode ser renovado.'));
  });

  it('shows the photos with the first one as the LCP (high priority, srcset) and moves with arrows and keys', async () => {
    const image = (id: number) => ({
      id,
      url: `/media/ads/${id}.jpg`,
      alt: '',
      width: 800,
      height: 600,
      blur: null,
      variants: {
        '320': `/media/ads/${id}-320.webp`,
        '800': `/media/ads/${id}-800.webp`,
        '1600': `/media/ads/${id}-1600.webp`,
      },
    });
    global.fetch = jest.fn(async () =>
      jsonResponse({ ...detail, images: [image(1), image(2), image(3)] }),
    ) as unknown as typeof fetch;
    renderAd();
    const gallery = await screen.findByRole('region', { name: 'Foto 1 de 3' });
    const first = within(gallery).getByRole('img', { name: 'Pintor residencial' });
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first.getAttribute('srcset')).toMatch(/-320\.webp 320w, .*-800\.webp 800w, .*-1600\.webp 1600w$/);
    fireEvent.click(screen.getByRole('button', { name: 'Próxima foto' }));
    expect(screen.getByRole('region', { name: 'Foto 2 de 3' })).toBeInTheDocument();
    fireEvent.keyDown(gallery, { key: 'ArrowLeft' });
    fireEvent.keyDown(gallery, { key: 'ArrowLeft' });
    expect(screen.getByRole('region', { name: 'Foto 3 de 3' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Ver foto 1' }));
    expect(screen.getByRole('button', { name: 'Ver foto 1' })).toHaveAttribute('aria-current', 'true');
  });

  describe('a visitor who presses Favoritar or Votar', () => {
    /** The whole app: the ad as a visitor, then as the member once the request carries a token. */
    function serve(memberAd: Partial<typeof detail> = {}) {
      return mockFetch((req) => {
        const p = pathOf(req);
        const signedIn = Boolean(req.headers.get('authorization'));
        if (p === '/api/v1/ads/ads/pintor-abc123/') return jsonResponse(signedIn ? { ...detail, ...memberAd } : detail);
        if (p === '/api/v1/token/') return jsonResponse({ access: 'a1', refresh: 'r1' });
        if (p === '/api/v1/users/me/') return jsonResponse(testUser);
        if (p === '/api/v1/ads/ads/pintor-abc123/favorite/') return jsonResponse({ is_favorited: true }, 201);
        if (p === '/api/v1/ads/ads/pintor-abc123/vote/') return jsonResponse({ vote_score: 3, user_vote: 'up' });
        if (p === '/api/v1/core/notifications/unread_count/') return jsonResponse({ count: 0 });
        if (p === '/api/v1/core/notifications/')
          return jsonResponse({ count: 0, next: null, previous: null, results: [] });
        return jsonResponse({});
      });
    }

    async function signIn() {
      fireEvent.change(await screen.findByLabelText('E-mail', {}, { timeout: 10_000 }), {
        target: { value: 'maria@example.com' },
      });
      fireEvent.change(screen.getByLabelText('Senha'), { target: { value: 'segredo-forte-1' } });
      fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    }

    it('is told why on /login, comes back to the ad signed in, and the favourite is saved', async () => {
      const calls = serve();
      const { router } = renderApp('/ads/pintor-abc123', { preloadedState: { auth: authState({ signedIn: false }) } });
      fireEvent.click(await screen.findByRole('button', { name: /Favoritar/ }, { timeout: 10_000 }));
      expect(await screen.findByText(LOGIN_TO_FAVORITE, {}, { timeout: 10_000 })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
      await signIn();
      await waitFor(() => expect(router.state.location.pathname).toBe('/ads/pintor-abc123'), { timeout: 10_000 });
      await waitFor(() =>
        expect(
          calls.filter((c) => pathOf(c) === '/api/v1/ads/ads/pintor-abc123/favorite/').map((c) => c.method),
        ).toEqual(['POST']),
      );
      expect(await screen.findByText('Anúncio salvo nos seus favoritos.')).toBeInTheDocument();
    });

    it('a vote the member had already given is not sent again (it would take it back)', async () => {
      const calls = serve({ user_vote: 'up' });
      const { router } = renderApp('/ads/pintor-abc123', { preloadedState: { auth: authState({ signedIn: false }) } });
      fireEvent.click(await screen.findByRole('button', { name: 'Votar a favor' }, { timeout: 10_000 }));
      expect(await screen.findByText(LOGIN_TO_VOTE, {}, { timeout: 10_000 })).toBeInTheDocument();
      await signIn();
      await waitFor(() => expect(router.state.location.pathname).toBe('/ads/pintor-abc123'), { timeout: 10_000 });
      expect(await screen.findByText('Seu voto foi registrado.')).toBeInTheDocument();
      expect(calls.some((c) => pathOf(c) === '/api/v1/ads/ads/pintor-abc123/vote/')).toBe(false);
    });
  });
});
