import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  authState,
  jsonResponse,
  mockFetch,
  pathOf,
  renderWithProviders,
} from '../../../test/support/renderWithProviders';
import MonthlyReportPage, { monthlySeries } from './MonthlyReportPage';

const month = (m: number, over: Record<string, unknown> = {}) => ({
  month: m,
  payments: 0,
  revenue_cents: 0,
  average_ticket_cents: 0,
  refunds: 0,
  refunded_cents: 0,
  new_paying_users: 0,
  change: null,
  ...over,
});

const staff = () => authState({ user: { ...authState().user!, is_staff: true } });

describe('MonthlyReportPage (/admin/sales/monthly-report)', () => {
  it('shows "—" for a change there is nothing to compare with and for the ticket of a month without sales', async () => {
    mockFetch((req) => {
      const p = pathOf(req);
      if (p === '/api/v1/users/me/') return jsonResponse(staff().user);
      if (p === '/api/v1/admin/reports/monthly/')
        return jsonResponse({
          year: 2026,
          months: [
            month(1, {
              payments: 2,
              revenue_cents: 4000,
              average_ticket_cents: 2000,
              new_paying_users: 2,
              change: 0.25,
            }),
            month(2, { payments: 1, revenue_cents: 1000, average_ticket_cents: 1000, change: -0.75 }),
            ...Array.from({ length: 10 }, (_, i) => month(i + 3)),
          ],
          totals: {
            payments: 3,
            revenue_cents: 5000,
            average_ticket_cents: 1667,
            refunds: 0,
            refunded_cents: 0,
            new_paying_users: 2,
          },
        });
      return jsonResponse({ error: `não simulado: ${p}` }, 500);
    });
    renderWithProviders(<MonthlyReportPage />, {
      route: '/admin/sales/monthly-report?year=2026',
      preloadedState: { auth: staff() },
    });
    const row = async (name: string) =>
      within((await screen.findByRole('cell', { name }, { timeout: 5000 })).closest('tr')!)
        .getAllByRole('cell')
        .map((c) => c.textContent?.replace(/\s/g, ' '));

    expect(await row('Janeiro')).toEqual(['Janeiro', 'R$ 40,00', '2', 'R$ 20,00', '0 · R$ 0,00', '2', '+25%']);
    expect((await row('Fevereiro'))[6]).toBe('-75%');
    // December has not happened: no -100 %, no R$ 0,00 ticket.
    const december = await row('Dezembro');
    expect(december[3]).toBe('—');
    expect(december[6]).toBe('—');
    expect(await row('Total do ano')).toEqual(['Total do ano', 'R$ 50,00', '3', 'R$ 16,67', '0 · R$ 0,00', '2', '']);
  });
});

describe('the year of the monthly report', () => {
  it('is chosen in the URL (the current year without a parameter); the table keeps its place while it loads', async () => {
    const current = new Date().getFullYear();
    const asked: string[] = [];
    let answer: (() => void) | undefined;
    mockFetch(async (req) => {
      const url = new URL(req.url);
      if (pathOf(req) === '/api/v1/users/me/') return jsonResponse(staff().user);
      if (pathOf(req) === '/api/v1/admin/reports/monthly/') {
        const year = Number(url.searchParams.get('year'));
        asked.push(String(year));
        // The first answer waits: the page shows its placeholders meanwhile.
        if (asked.length === 1) await new Promise<void>((r) => (answer = r));
        return jsonResponse({
          year,
          months: Array.from({ length: 12 }, (_, i) => month(i + 1, { payments: 1, revenue_cents: 100 * year })),
          totals: {
            payments: 12,
            revenue_cents: 1200 * year,
            average_ticket_cents: 100 * year,
            refunds: 0,
            refunded_cents: 0,
            new_paying_users: 0,
          },
        });
      }
      return jsonResponse({ error: `não simulado: ${pathOf(req)}` }, 500);
    });
    const { router } = renderWithProviders(<MonthlyReportPage />, {
      route: '/admin/sales/monthly-report',
      preloadedState: { auth: staff() },
    });
    const table = await screen.findByRole('region', { name: 'Meses do ano' });
    expect(within(table).getAllByRole('row')).toHaveLength(14); // the header, 12 months and the totals
    expect(within(table).queryByRole('cell', { name: 'Janeiro' })).toBeNull();
    expect(screen.getByText(`Receita e pagamentos por mês em ${current}`));
    answer!();
    expect(await within(table).findByRole('cell', { name: 'Janeiro' }, { timeout: 5000 }));
    expect(asked).toEqual([String(current)]);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Ano' }), String(current - 1));
    expect(router.state.location.search).toBe(`?year=${current - 1}`);
    expect(await screen.findByText(`Receita e pagamentos por mês em ${current - 1}`));
    expect(await screen.findByRole('button', { name: `Exportar o relatório de ${current - 1} em CSV` }));
    await screen.findAllByRole('cell', {
      name: new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(current - 1),
    });
    expect(asked.at(-1)).toBe(String(current - 1));

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Ano' }), String(current));
    expect(router.state.location.search).toBe('');
  });
});

describe('monthlySeries (the chart of the monthly report)', () => {
  const month = (m: number, payments: number) => ({ month: m, payments, revenue_cents: payments * 1990 });
  it('ends at the current month in Brasília: the months ahead have no point, not a drop to 0', () => {
    const now = new Date('2026-11-27T15:00:00Z');
    const points = monthlySeries({ year: 2026, months: [month(10, 300), month(11, 385), month(12, 0)] as never }, now);
    expect(points.map((p) => p.payments)).toEqual([300, 385, null]);
    expect(points[2]).toMatchObject({ label: 'Dez', revenue_cents: null });
    // A past year is whole; next year has not begun.
    expect(monthlySeries({ year: 2025, months: [month(12, 0)] as never }, now)[0].payments).toBe(0);
    expect(monthlySeries({ year: 2027, months: [month(1, 0)] as never }, now)[0].payments).toBeNull();
    // 02:00 UTC on 1 December is still 30 November in Brasília.
    const lateNov = new Date('2026-12-01T02:00:00Z');
    expect(monthlySeries({ year: 2026, months: [month(12, 0)] as never }, lateNov)[0].payments).toBeNull();
  });
});
