import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders } from '../../../test/support/renderWithProviders';
import { rootReducer } from '../../app/store';
import { initialAuthState } from '../../session/authSlice';
import NotificationsHistory from './NotificationsHistory';
import { notificationsSlice } from './notificationsSlice';
import { aNotification, aPage, mockApi } from './testData';

// The app injects the slice with the profile's chunk (routes.tsx); here the history is rendered alone.
rootReducer.inject(notificationsSlice);

const LIST = 'GET /api/v1/core/notifications/';
const STATS = 'GET /api/v1/core/notifications/stats/';
const stats = {
  total: 3,
  unread: 2,
  by_type: {
    AD_PUBLISHED: { total: 2, unread: 1 },
    PAYMENT_FAILED: { total: 1, unread: 1 },
    GENERAL_ANNOUNCEMENT: { total: 0, unread: 0 },
  },
};
const auth = {
  auth: { ...initialAuthState, token: 't', user: { id: 1, username: 'ana' }, isAuthenticated: true, loading: false },
};

describe('NotificationsHistory', () => {
  it('loads 20 at a time and appends with Carregar mais; shows stats by type', async () => {
    const p1 = Array.from({ length: 20 }, (_, i) => aNotification({ title: `Item ${i + 1}` }));
    const p2 = [aNotification({ title: 'Item 21', is_read: true })];
    mockApi({
      [LIST]: (url) => jsonResponse(url.searchParams.get('page') === '2' ? aPage(p2) : aPage(p1, 'http://x/?page=2')),
      [STATS]: () => jsonResponse(stats),
    });
    renderWithProviders(<NotificationsHistory />, { preloadedState: auth });
    expect(await screen.findByText('Item 1')).toBeInTheDocument();
    expect(screen.getByText('3 no total · 2 não lidas')).toBeInTheDocument();
    expect(screen.getByText('Anúncio publicado: 2 (1 não lida)')).toBeInTheDocument();
    expect(screen.getByText('Pagamento recusado: 1 (1 não lida)')).toBeInTheDocument();
    expect(screen.queryByText(/Comunicado/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByText('Item 21')).toBeInTheDocument();
    expect(screen.getByText('Item 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
  });

  it('filters unread ones, marks one read and deletes one after confirmation', async () => {
    const a = aNotification({ title: 'Primeira' });
    const b = aNotification({ title: 'Segunda' });
    const calls = mockApi({
      [LIST]: () => jsonResponse(aPage([a, b])),
      [STATS]: () => jsonResponse(stats),
      [`PATCH /api/v1/core/notifications/${a.id}/`]: () => jsonResponse({ ...a, is_read: true }),
      [`DELETE /api/v1/core/notifications/${b.id}/`]: () => new Response(null, { status: 204 }),
    });
    renderWithProviders(<NotificationsHistory />, { preloadedState: auth });
    await screen.findByText('Primeira');
    await userEvent.click(screen.getByText('Não lidas'));
    await waitFor(() => expect(calls.some((c) => c.includes('is_read=false'))).toBe(true));

    const first = screen.getByRole('listitem', { name: 'Primeira' });
    await userEvent.click(within(first).getByRole('button', { name: 'Marcar como lida' }));
    await waitFor(() => expect(screen.queryByText('Primeira')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Excluir a notificação Segunda' }));
    expect(await screen.findByText('Excluir esta notificação?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(screen.queryByText('Segunda')).not.toBeInTheDocument());
    expect(calls).toContain(`DELETE /api/v1/core/notifications/${b.id}/`);
  });

  it('shows the fixed error texts when the list or the stats fail', async () => {
    mockApi({ [LIST]: () => jsonResponse({}, 500), [STATS]: () => jsonResponse({}, 500) });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<NotificationsHistory />, { preloadedState: auth });
    expect(await screen.findByText('Erro ao buscar notificações')).toBeInTheDocument();
    expect(await screen.findByText('Erro ao buscar estatísticas das notificações')).toBeInTheDocument();
  });
});
