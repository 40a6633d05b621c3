import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  authState,
  jsonResponse,
  mockFetch,
  pathOf,
  renderWithProviders,
} from '../../../test/support/renderWithProviders';
import DetailedReportPage from './DetailedReportPage';

const staff = () => authState({ user: { ...authState().user!, is_staff: true } });
const item = (i: number) => ({ key: `uf${i}`, label: `Estado ${i}`, payments: 30 - i, revenue_cents: (30 - i) * 1000 });

function report(dateFrom: string, dateTo: string) {
  return {
    period: { date_from: dateFrom, date_to: dateTo },
    totals: {
      payments: 28,
      revenue_cents: 90720,
      average_ticket_cents: 3240,
      refunds: 2,
      refunded_cents: 6980,
      failures: 4,
    },
    by_plan: [{ key: 'destaque-7', label: 'Destaque 7 dias', payments: 19, revenue_cents: 37810 }],
    by_state: Array.from({ length: 12 }, (_, i) => item(i + 1)),
    by_category: [],
    by_method: [{ key: 'pix', label: 'Pix', payments: 14, revenue_cents: 56860 }],
    daily: [{ date: dateFrom, payments: 1, revenue_cents: 1990 }],
    conversion: { ads_published: 81, ads_highlighted: 26, rate: 0.321 },
  };
}

/** The report as the server gives it, and the queries the page made. */
function serve(status = 200) {
  const asked: URLSearchParams[] = [];
  mockFetch((req) => {
    const url = new URL(req.url);
    if (pathOf(req) === '/api/v1/users/me/') return jsonResponse(staff().user);
    if (pathOf(req) === '/api/v1/admin/reports/detailed/') {
      asked.push(url.searchParams);
      if (status !== 200) return jsonResponse({ error: 'Sem permissão.', code: 'forbidden' }, status);
      return jsonResponse(
        report(url.searchParams.get('date_from') ?? '2026-10-30', url.searchParams.get('date_to') ?? '2026-11-28'),
      );
    }
    return jsonResponse({ error: `não simulado: ${pathOf(req)}` }, 500);
  });
  return asked;
}

const render = (route: string) =>
  renderWithProviders(<DetailedReportPage />, { route, preloadedState: { auth: staff() } });

describe('DetailedReportPage (/admin/sales/detailed-report)', () => {
  it("shows the period's figures, the conversion and each breakdown's table, 10 rows a page", async () => {
    serve();
    render('/admin/sales/detailed-report');
    expect(await screen.findByText(/De 30\/10\/2026 a 28\/11\/2026 \(horário de Brasília\)/, {}, { timeout: 5000 }));
    const figures = screen.getAllByRole('listitem').map((li) => li.textContent?.replace(/\s/g, ' '));
    expect(figures).toEqual(
      expect.arrayContaining([
        'ReceitaR$ 907,20',
        'Pagamentos aprovados28',
        'Ticket médioR$ 32,40',
        'Reembolsos2 · R$ 69,80',
        'Pagamentos recusados4',
        'Conversão32,1%',
      ]),
    );
    expect(screen.getByText(/81 anúncios publicados no período; 26 destacados por um pagamento aprovado\./));

    const states = screen.getByRole('region', { name: 'Por estado' });
    expect(within(states).getAllByRole('row')).toHaveLength(11); // the header and 10 states
    expect(within(states).getByRole('cell', { name: 'Estado 10' }));
    const pager = screen.getByRole('navigation', { name: 'Páginas: por estado' });
    await userEvent.click(within(pager).getByRole('button', { name: 'Página 2' }));
    expect(within(states).getAllByRole('row')).toHaveLength(3);
    expect(within(states).getByRole('cell', { name: 'Estado 12' }));
    // A breakdown of up to 10 rows has no pages; an empty one says so.
    expect(screen.getAllByRole('navigation', { name: /^Páginas/ })).toHaveLength(1);
    const categories = screen.getByRole('region', { name: 'Por categoria' });
    expect(within(categories).getByRole('cell', { name: 'Nenhuma venda no período.' }));
  });

  it('keeps the period in the URL; an interval asks for its two days once both are chosen', async () => {
    const asked = serve();
    const { router } = render('/admin/sales/detailed-report');
    await screen.findByText(/De 30\/10\/2026/, {}, { timeout: 5000 });
    expect(asked.at(-1)?.get('period')).toBe('30d');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Período' }), 'Intervalo');
    expect(router.state.location.search).toBe('?period=custom');
    const range = screen.getByRole('group', { name: 'Intervalo de datas' });
    fireEvent.change(within(range).getByLabelText('Data inicial'), { target: { value: '2026-10-01' } });
    expect(router.state.location.search).toBe('?period=custom&date_from=2026-10-01');
    expect(asked.some((p) => p.get('period') === 'custom')).toBe(false);
    fireEvent.change(within(range).getByLabelText('Data final'), { target: { value: '2026-11-20' } });
    expect(router.state.location.search).toBe('?period=custom&date_from=2026-10-01&date_to=2026-11-20');
    expect(await screen.findByText(/De 01\/10\/2026 a 20\/11\/2026/, {}, { timeout: 5000 }));
    expect(asked.at(-1)?.toString()).toBe('period=custom&date_from=2026-10-01&date_to=2026-11-20');
    expect(within(range).getByLabelText('Data final')).toHaveAttribute('min', '2026-10-01');

    // Another period drops the interval's days.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Período' }), '7 dias');
    expect(router.state.location.search).toBe('?period=7d');
    expect(screen.queryByRole('group', { name: 'Intervalo de datas' })).toBeNull();
  });

  it("says why the report is missing in an alert, with no report's placeholders", async () => {
    serve(403);
    render('/admin/sales/detailed-report?period=7d');
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Sem permissão.');
    expect(screen.queryByText('Receita por dia')).toBeNull();
  });
});
