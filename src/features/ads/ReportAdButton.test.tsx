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
import AdDetailPage from './AdDetailPage';
import { LOGIN_TO_REPORT } from './ReportAdButton';

const REPORT = '/api/v1/ads/ads/pintor-abc123/report/';
const detail = { ...adDetail(), tribes: [], moderation: null as string | null };

/** The ad (as `ad` overrides say) and the report endpoint, answering `answer` to a report. */
function serve(ad: Partial<typeof detail> = {}, answer = () => jsonResponse({ id: 1 }, 201)) {
  return mockFetch((req) => {
    const p = pathOf(req);
    if (p === '/api/v1/ads/ads/pintor-abc123/') return jsonResponse({ ...detail, ...ad });
    if (p === REPORT) return answer();
    if (p === '/api/v1/token/') return jsonResponse({ access: 'a1', refresh: 'r1' });
    if (p === '/api/v1/users/me/') return jsonResponse(testUser);
    if (p === '/api/v1/core/notifications/unread_count/') return jsonResponse({ count: 0 });
    if (p === '/api/v1/core/notifications/') return jsonResponse({ count: 0, next: null, previous: null, results: [] });
    return jsonResponse({});
  });
}

function renderAd(ad: Partial<typeof detail> = {}, answer?: () => Response) {
  const calls = serve(ad, answer);
  renderWithProviders(<AdDetailPage />, {
    route: { pathname: '/ads/pintor-abc123' },
    path: '/ads/:slug',
    preloadedState: { auth: authState() },
  });
  return calls;
}

const sentReports = (calls: Request[]) => calls.filter((c) => pathOf(c) === REPORT);

describe('Denunciar anúncio', () => {
  it('lists the reasons in pt-BR, requires details for "Outro", sends the report and thanks the member', async () => {
    const calls = renderAd();
    fireEvent.click(await screen.findByRole('button', { name: 'Denunciar anúncio' }));
    const dialog = screen.getByRole('dialog', { name: 'Denunciar anúncio' });
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual([
      'Golpe ou fraude',
      'Produto ou serviço proibido',
      'Conteúdo ofensivo',
      'Anúncio duplicado',
      'Informação falsa',
      'Outro',
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar denúncia' }));
    expect(await within(dialog).findByText('Escolha um motivo.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByLabelText('Outro'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar denúncia' }));
    expect(await within(dialog).findByText('Conte o que aconteceu.')).toBeInTheDocument();
    expect(sentReports(calls)).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Detalhes'), { target: { value: 'Pede pix adiantado. ' } });
    expect(within(dialog).getByText('20/1000')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar denúncia' }));
    expect(
      await within(dialog).findByText('Recebemos sua denúncia. Vamos analisar e avisar você.'),
    ).toBeInTheDocument();
    const [sent] = sentReports(calls);
    expect(sent.method).toBe('POST');
    expect(await sent.clone().json()).toEqual({ reason: 'other', details: 'Pede pix adiantado.' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps details within 1,000 characters and shows the server’s message on failure', async () => {
    renderAd({}, () => jsonResponse({ error: 'Anúncio não encontrado.', code: 'ad_not_found' }, 404));
    fireEvent.click(await screen.findByRole('button', { name: 'Denunciar anúncio' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByLabelText('Golpe ou fraude'));
    fireEvent.change(within(dialog).getByLabelText('Detalhes (opcional)'), { target: { value: 'x'.repeat(1001) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar denúncia' }));
    expect(await within(dialog).findByText('Escreva até 1.000 caracteres.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Detalhes (opcional)'), { target: { value: 'Golpe.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar denúncia' }));
    expect(await within(dialog).findByText('Anúncio não encontrado.')).toBeInTheDocument();
  });

  it('is not offered to the owner, who reads "Em análise" while the ad is hidden', async () => {
    renderAd({ is_owner: true, moderation: 'under_review' });
    expect(await screen.findByText('Em análise')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Denunciar anúncio' })).not.toBeInTheDocument();
  });

  it('sends a visitor to /login with "Entre para denunciar anúncios" and back to the open dialog', async () => {
    serve();
    const { router } = renderApp('/ads/pintor-abc123', { preloadedState: { auth: authState({ signedIn: false }) } });
    fireEvent.click(await screen.findByRole('button', { name: 'Denunciar anúncio' }, { timeout: 10_000 }));
    expect(await screen.findByText(LOGIN_TO_REPORT, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'maria@example.com' } });
    fireEvent.change(screen.getByLabelText('Senha'), { target: { value: 'segredo-forte-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ads/pintor-abc123'), { timeout: 10_000 });
    expect(await screen.findByRole('dialog', { name: 'Denunciar anúncio' }, { timeout: 10_000 })).toBeInTheDocument();
  });
});
