import { fireEvent, render, screen } from '@testing-library/react';
import { BreakdownChart, niceScale, RevenueChart, type SeriesPoint } from './Charts';

const bars = (container: HTMLElement) => container.querySelectorAll('rect[fill="#1677ff"]');
const segments = (container: HTMLElement) => container.querySelectorAll('line[stroke="#fa8c16"]');

describe('admin charts', () => {
  it('niceScale: four round steps that reach the largest value', () => {
    expect(niceScale(812_345)).toEqual({ top: 1_000_000, step: 250_000 });
    expect(niceScale(37, 1)).toEqual({ top: 40, step: 10 });
    expect(niceScale(3, 1)).toEqual({ top: 4, step: 1 });
    expect(niceScale(0, 1)).toEqual({ top: 4, step: 1 });
  });

  it('RevenueChart: a bar per month with revenue, the payments line stopping at months not begun', () => {
    const data: SeriesPoint[] = [
      { label: 'Jan', revenue_cents: 120_000, payments: 12 },
      { label: 'Fev', revenue_cents: 0, payments: 0 },
      { label: 'Mar', revenue_cents: 90_000, payments: 9 },
      { label: 'Abr', revenue_cents: null, payments: null },
    ];
    const { container } = render(<RevenueChart data={data} />);
    expect(screen.getByRole('img', { name: 'Gráfico de receita e pagamentos' })).toBeInTheDocument();
    expect(bars(container)).toHaveLength(2);
    expect(segments(container)).toHaveLength(2); // Jan–Fev, Fev–Mar; none towards April
    expect(container.querySelector('svg')).toHaveTextContent('R$ 2 mil'); // the left axis' top, above R$ 1.200
    for (const label of ['Jan', 'Fev', 'Mar', 'Abr']) expect(screen.getByText(label)).toBeInTheDocument();
  });

  it('RevenueChart: labels thinned out when they would overlap; the values of a day under the pointer', () => {
    const data: SeriesPoint[] = Array.from({ length: 30 }, (_, i) => ({
      label: `${String(i + 1).padStart(2, '0')}/11`,
      revenue_cents: (i + 1) * 1000,
      payments: i + 1,
    }));
    const { container } = render(<RevenueChart data={data} />);
    expect(screen.getByText('01/11')).toBeInTheDocument();
    expect(screen.queryByText('02/11')).toBeNull(); // 30 labels of 44 px do not fit in 600 px
    const targets = container.querySelectorAll('rect[fill="transparent"]');
    fireEvent.mouseEnter(targets[1]);
    expect(screen.getByText('02/11')).toBeInTheDocument();
    expect(screen.getByText(/Receita: R\$\s20,00/)).toBeInTheDocument();
    expect(screen.getByText('Pagamentos: 2')).toBeInTheDocument();
  });

  it('BreakdownChart: one bar per item, as long as its share of the axis (R$ 8.000 at its top)', () => {
    const { container } = render(
      <BreakdownChart
        data={[
          { label: 'Destaque 30 dias', revenue_cents: 800_000 },
          { label: 'Destaque 7 dias', revenue_cents: 200_000 },
        ]}
      />,
    );
    expect(screen.getByText('Destaque 30 dias')).toBeInTheDocument();
    expect([...bars(container)].map((b) => b.getAttribute('width'))).toEqual(['100%', '25%']);
  });
});
