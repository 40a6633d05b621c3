import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  authState,
  jsonResponse,
  mockFetch,
  pathOf,
  renderWithProviders,
} from '../../../test/support/renderWithProviders';
import type { PublicProfile } from '../../api/users';
import ProfileReviews from './ProfileReviews';

const profile = {
  username: 'joao',
  first_name: 'João',
  avatar: null,
  avatar_thumbnail: null,
  bio: '',
  state_code: 'SP',
  city: 'Campinas',
  date_joined: '2024-01-15T12:00:00Z',
  active_ads_count: 2,
  rating: { average: 4.7, count: 12 },
} as PublicProfile;

const review = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  rating: 5,
  text: `Texto ${id}`,
  created_at: new Date().toISOString(),
  reviewer: { username: `membro${id}`, first_name: `Membro ${id}` },
  ad: { slug: 'pintura', title: 'Pintura de casas' },
  reply: null,
  replied_at: null,
  can_reply: false,
  is_mine: false,
  ...over,
});

const page = (results: unknown[], count = results.length) => ({
  count,
  next: null,
  previous: null,
  results,
  summary: { average: 4.7, count: 12, histogram: [0, 0, 1, 2, 9] },
});

const REVIEWS = '/api/v1/users/profiles/joao/reviews/';
const REVIEWABLE = '/api/v1/users/profiles/joao/reviews/reviewable/';

describe('ProfileReviews', () => {
  it('shows the average with one decimal and a comma, the count, the histogram and the replies', async () => {
    mockFetch((req) =>
      pathOf(req) === REVIEWS
        ? jsonResponse(page([review(1, { reply: 'Obrigado, volte sempre!' }), review(2, { rating: 3 })]))
        : jsonResponse({ error: 'não esperado' }, 500),
    );
    renderWithProviders(<ProfileReviews profile={profile} />);
    expect(await screen.findByText('4,7')).toBeInTheDocument();
    expect(screen.getByText('12 avaliações')).toBeInTheDocument();
    const bars = screen.getByRole('list', { name: 'Avaliações por número de estrelas' });
    expect(
      within(bars)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['5 9', '4 2', '3 1', '2 0', '1 0']);
    expect(screen.getByText('Texto 1')).toBeInTheDocument();
    expect(screen.getByText('Obrigado, volte sempre!')).toBeInTheDocument();
    expect(screen.getByText('3 de 5 estrelas')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Membro 1' })).toHaveAttribute('href', '/profile/membro1');
    // A visitor neither reviews nor answers.
    expect(screen.queryByRole('button', { name: /Avaliar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Responder/ })).not.toBeInTheDocument();
  });

  it('an eligible member opens "Avaliar", and the advertiser answers an unanswered review', async () => {
    const calls = mockFetch((req) => {
      const path = pathOf(req);
      if (path === REVIEWABLE) return jsonResponse({ results: [{ slug: 'pintura', title: 'Pintura de casas' }] });
      if (path === REVIEWS) return jsonResponse(page([review(1, { can_reply: true })]));
      if (path === `${REVIEWS}1/reply/`) return jsonResponse(review(1, { reply: 'Valeu!' }));
      return jsonResponse({ error: 'não esperado' }, 500);
    });
    renderWithProviders(<ProfileReviews profile={profile} />, { preloadedState: { auth: authState() } });
    await userEvent.click(await screen.findByRole('button', { name: /Avaliar/ }));
    expect(await screen.findByRole('dialog', { name: 'Avaliar João' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));

    await userEvent.click(screen.getByRole('button', { name: /Responder/ }));
    // The reply form (antd) loads when it opens.
    await userEvent.click(await screen.findByRole('button', { name: 'Publicar resposta' }));
    expect(await screen.findByText('Escreva a sua resposta.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Sua resposta (pública)'), 'Valeu!');
    await userEvent.click(screen.getByRole('button', { name: 'Publicar resposta' }));
    await waitFor(() => expect(calls.some((c) => pathOf(c) === `${REVIEWS}1/reply/`)).toBe(true));
    const sent = calls.find((c) => pathOf(c) === `${REVIEWS}1/reply/`)!;
    expect(await sent.json()).toEqual({ text: 'Valeu!' });
  });

  it('says so when there is no review yet', async () => {
    mockFetch(() =>
      jsonResponse({
        count: 0,
        next: null,
        previous: null,
        results: [],
        summary: { average: 0, count: 0, histogram: [0, 0, 0, 0, 0] },
      }),
    );
    renderWithProviders(<ProfileReviews profile={profile} />);
    expect(await screen.findByText('João ainda não recebeu avaliações.')).toBeInTheDocument();
    expect(screen.queryByText('0,0')).not.toBeInTheDocument();
  });
});
