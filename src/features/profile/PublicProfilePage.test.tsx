import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  authState,
  jsonResponse,
  mockFetch,
  pathOf,
  renderWithProviders,
} from '../../../test/support/renderWithProviders';
import PublicProfilePage from './PublicProfilePage';
import { memberSince, memberSinceInBrasilia } from './memberSince';

const profile = {
  username: 'joao',
  first_name: 'João',
  avatar: 'http://localhost/media/avatars/j-512.webp',
  avatar_thumbnail: 'http://localhost/media/avatars/j-128.webp',
  bio: 'Pintor há 15 anos, atendo toda a região de Campinas.',
  state_code: 'SP',
  city: 'Campinas',
  date_joined: '2024-01-15T12:00:00Z',
  active_ads_count: 2,
  // As the API stores numbers (E.164).
  whatsapp: '+5519988887777',
  phone: '+551933334444',
};

const ad = (id: number, title: string) => ({
  id,
  slug: `ad-${id}`,
  title,
  price_cents: 15000,
  price_type: 'per_service',
  is_service: true,
  state_code: 'SP',
  city: 'Campinas',
  neighbourhood: '',
  category: { id: 1, name: 'Pintor', slug: 'pintor' },
  status: 'active',
  plan: 'free',
  is_highlighted: false,
  image: null,
  vote_score: 0,
  owner_username: 'joao',
  created_at: new Date().toISOString(),
  expires_at: new Date(Date.now() + 86400_000).toISOString(),
});

const emptyPage = { count: 0, next: null, previous: null, results: [] };

function renderAt(username: string) {
  return renderWithProviders(<PublicProfilePage />, { route: `/profile/${username}`, path: '/profile/:username' });
}

describe('PublicProfilePage', () => {
  it('shows the member (photo, name, city/UF, member since, bio, contacts) and their active ads', async () => {
    const calls = mockFetch((req) => {
      const path = pathOf(req);
      if (path === '/api/v1/users/profiles/joao/') return jsonResponse(profile);
      if (path === '/api/v1/ads/ads/')
        return jsonResponse({
          count: 2,
          next: null,
          previous: null,
          results: [ad(1, 'Pintura de casas'), ad(2, 'Textura')],
        });
      return jsonResponse({ error: 'não esperado' }, 500);
    });
    renderAt('joao');
    expect(await screen.findByRole('heading', { level: 1, name: 'João' })).toBeInTheDocument();
    expect(screen.getByText('@joao')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Foto de João' })).toHaveAttribute('src', profile.avatar);
    expect(screen.getByText('Campinas/SP')).toBeInTheDocument();
    expect(screen.getByText('Membro desde janeiro de 2024')).toBeInTheDocument();
    expect(screen.getByText('2 anúncios ativos')).toBeInTheDocument();
    expect(screen.getByText(profile.bio)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/5519988887777');
    expect(screen.getByRole('link', { name: /\(19\) 3333-4444/ })).toHaveAttribute('href', 'tel:+551933334444');
    expect(screen.queryByRole('link', { name: /Editar perfil/ })).not.toBeInTheDocument();

    expect(await screen.findByRole('link', { name: /Pintura de casas/ })).toHaveAttribute('href', '/ads/ad-1');
    expect(screen.getByRole('link', { name: /Textura/ })).toBeInTheDocument();
    const list = new URL(calls.find((c) => pathOf(c) === '/api/v1/ads/ads/')!.url);
    expect(list.searchParams.get('owner')).toBe('joao');
  });

  it('says so when the member has no active ads', async () => {
    mockFetch((req) =>
      pathOf(req) === '/api/v1/users/profiles/ana/'
        ? jsonResponse({
            ...profile,
            username: 'ana',
            first_name: '',
            bio: '',
            city: '',
            state_code: null,
            avatar: null,
            active_ads_count: 0,
            whatsapp: undefined,
          })
        : pathOf(req) === '/api/v1/users/profiles/ana/reviews/'
          ? jsonResponse({ ...emptyPage, summary: { average: 0, count: 0, histogram: [0, 0, 0, 0, 0] } })
          : jsonResponse(emptyPage),
    );
    renderAt('ana');
    // Without a first name the username is the name.
    expect(await screen.findByRole('heading', { level: 1, name: 'ana' })).toBeInTheDocument();
    expect(screen.getByText('Nenhum anúncio ativo')).toBeInTheDocument();
    expect(await screen.findByText('ana não tem anúncios ativos no momento.')).toBeInTheDocument();
    expect(await screen.findByText('ana ainda não recebeu avaliações.')).toBeInTheDocument();
  });

  it('shows a pt-BR 404 for an unknown username', async () => {
    const calls = mockFetch(() => jsonResponse({ error: 'Perfil não encontrado.', code: 'not_found' }, 404));
    renderAt('ninguem');
    expect(await screen.findByRole('heading', { level: 1, name: 'Perfil não encontrado' })).toBeInTheDocument();
    expect(screen.getByText(/nenhum membro com o nome de usuário @ninguem/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver anúncios' })).toHaveAttribute('href', '/ads');
    expect(calls.every((c) => pathOf(c) !== '/api/v1/ads/ads/')).toBe(true);
  });

  it('formats the member-since date in pt-BR', () => {
    expect(memberSince('2023-07-02T10:00:00Z')).toBe('julho de 2023');
    // What the server renders: Brasília's month (there it is still the night of 30 June).
    expect(memberSinceInBrasilia('2023-07-01T02:00:00Z')).toBe('junho de 2023');
  });

  it('a signed-in member blocks someone else from their profile, and can undo it', async () => {
    let blocks: Array<{ username: string; first_name: string; avatar: null; created_at: string }> = [];
    const calls = mockFetch(async (req) => {
      const path = pathOf(req);
      if (path === '/api/v1/users/profiles/joao/') return jsonResponse(profile);
      if (path === '/api/v1/ads/ads/') return jsonResponse({ count: 0, next: null, previous: null, results: [] });
      if (path === '/api/v1/users/blocks/' && req.method === 'GET') return jsonResponse(blocks);
      if (path === '/api/v1/users/blocks/' && req.method === 'POST') {
        blocks = [{ username: 'joao', first_name: 'João', avatar: null, created_at: new Date().toISOString() }];
        return jsonResponse(blocks[0], 201);
      }
      if (path === '/api/v1/users/blocks/joao/' && req.method === 'DELETE') {
        blocks = [];
        return new Response(null, { status: 204 });
      }
      return jsonResponse({ error: 'não esperado' }, 500);
    });
    renderWithProviders(<PublicProfilePage />, {
      route: '/profile/joao',
      path: '/profile/:username',
      preloadedState: { auth: authState() },
    });
    fireEvent.click(await screen.findByRole('button', { name: /Bloquear usuário/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Bloquear' }));
    expect(await screen.findByRole('button', { name: 'Desbloquear' })).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(await post.json()).toEqual({ username: 'joao' });
    fireEvent.click(screen.getByRole('button', { name: 'Desbloquear' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Bloquear usuário/ })).toBeInTheDocument());
  });

  it('no block button for a visitor nor on my own profile', async () => {
    mockFetch((req) =>
      pathOf(req) === '/api/v1/users/profiles/maria/'
        ? jsonResponse({ ...profile, username: 'maria', first_name: 'Maria' })
        : pathOf(req) === '/api/v1/users/profiles/maria/reviews/'
          ? jsonResponse({ ...emptyPage, summary: { average: 0, count: 0, histogram: [0, 0, 0, 0, 0] } })
          : jsonResponse(emptyPage),
    );
    renderWithProviders(<PublicProfilePage />, {
      route: '/profile/maria',
      path: '/profile/:username',
      preloadedState: { auth: authState() },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Maria' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Bloquear usuário/ })).not.toBeInTheDocument();
  });
});
