import { screen, within } from '@testing-library/react';
import { jsonResponse, mockFetch, pathOf, renderWithProviders } from '../../../test/support/renderWithProviders';
import type { GetAdminDashboardApiResponse } from '../../api/generated/admin.gen';
import AdminDashboardPage from './AdminDashboardPage';

const sale = (id: number, status: string, amount_cents: number) => ({
  id,
  created_at: '2026-11-28T19:27:00Z',
  succeeded_at: null,
  status,
  plan: { id: 'destaque-30', name: 'Destaque 30 dias' },
  provider: 'local',
  method: 'card',
  amount_cents,
  currency: 'brl',
  failure_message: null,
  user: { id: id + 10, username: `cliente${id}`, email: `cliente${id}@exemplo.com.br` },
  ad: { id, slug: `anuncio-${id}`, title: `Anúncio ${id}`, state_code: 'SP', category: 'Serviços' },
});

const DASHBOARD: GetAdminDashboardApiResponse = {
  today: { revenue_cents: 4990, payments: 1, new_ads: 3, new_users: 2 },
  month: { revenue_cents: 75750, payments: 25, new_ads: 76, new_users: 14 },
  active_highlights: 14,
  revenue_30d: [{ date: '2026-11-28', payments: 1, revenue_cents: 4990 }],
  latest_payments: [sale(7, 'succeeded', 4990), sale(6, 'refunded', 1990)],
  open_reports: 3,
};

describe('AdminDashboardPage', () => {
  it('shows the figures, a link to the report queue and the latest payments in a table', async () => {
    mockFetch((req) => (pathOf(req) === '/api/v1/admin/dashboard/' ? jsonResponse(DASHBOARD) : jsonResponse({}, 404)));
    renderWithProviders(<AdminDashboardPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Painel' })).toBeInTheDocument();
    // The cards keep their places while the answer is on its way.
    expect(screen.getByText('Receita hoje')).toBeInTheDocument();

    const reports = await screen.findByRole('link', { name: /^Denúncias abertas\s*3\s*Ver a fila$/ });
    expect(reports).not.toHaveAttribute('aria-label');
    expect(reports).toHaveAttribute('href', '/admin/reports');
    const revenue = screen.getByText('Receita no mês').parentElement as HTMLElement;
    expect(revenue).toHaveTextContent(/R\$\s757,50/);

    const table = within(screen.getByRole('region', { name: 'Últimos pagamentos' })).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Data', 'Cliente', 'Plano', 'Valor', 'Situação']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('cliente7');
    expect(rows[0]).toHaveTextContent('Aprovado');
    expect(rows[1]).toHaveTextContent('Reembolsado');
    expect(screen.getByRole('link', { name: 'Ver todas as vendas' })).toHaveAttribute('href', '/admin/sales');
  });

  it('says why when the dashboard cannot be loaded', async () => {
    mockFetch(() => jsonResponse({ error: 'Sem permissão.', code: 'forbidden' }, 403));
    renderWithProviders(<AdminDashboardPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Sem permissão.');
  });
});
