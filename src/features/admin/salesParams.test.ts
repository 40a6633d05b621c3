import { argsFromParams, exportParams, withParams } from './salesParams';

describe('sales table view in the URL', () => {
  it('reads every filter, the sort and the page; drops what is malformed', () => {
    const args = argsFromParams(
      new URLSearchParams(
        'period=custom&date_from=2026-01-01&date_to=2026-01-31&status=succeeded&plan=destaque-7&method=pix' +
          '&provider=local&state=SP&search=%20ana%20&min_amount=10&max_amount=abc&ordering=-amount&page=3&page_size=100',
      ),
    );
    expect(args).toEqual({
      period: 'custom',
      dateFrom: '2026-01-01',
      dateTo: '2026-01-31',
      status: 'succeeded',
      plan: 'destaque-7',
      provider: 'local',
      method: 'pix',
      state: 'SP',
      search: 'ana',
      minAmount: 10,
      maxAmount: undefined,
      ordering: '-amount',
      page: 3,
      pageSize: 100,
    });
    const bad = argsFromParams(new URLSearchParams('period=ontem&status=pago&ordering=password&page=-2&page_size=7'));
    expect(bad).toMatchObject({ period: undefined, status: undefined, ordering: undefined, page: 1, pageSize: 50 });
  });

  it('an interval without both dates is not applied yet', () => {
    const half = argsFromParams(new URLSearchParams('period=custom&date_from=2026-01-01'));
    expect(half.period).toBeUndefined();
    // Nor its one date: the server refuses a date without the other.
    expect(half.dateFrom).toBeUndefined();
  });

  it('a filter change goes back to page 1; the export carries the filters, not the page', () => {
    const next = withParams(new URLSearchParams('page=4&status=failed'), { plan: 'premium-30' });
    expect(next.toString()).toBe('status=failed&plan=premium-30');
    expect(withParams(next, { plan: undefined }).toString()).toBe('status=failed');
    const args = argsFromParams(new URLSearchParams('period=7d&state=RJ&page=2'));
    expect(exportParams(args)).toMatchObject({ period: '7d', state: 'RJ' });
    expect(exportParams(args)).not.toHaveProperty('page');
  });
});
