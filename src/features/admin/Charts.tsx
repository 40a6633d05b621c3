import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { axisMoney, formatInt, money } from './format';

// The admin area's charts (recharts): this module is imported lazily by the admin pages only, so no
// public page downloads it.

export interface SeriesPoint {
  label: string;
  /** null: a month not begun yet (no bar, and the line stops instead of falling to 0). */
  revenue_cents: number | null;
  payments: number | null;
}

/** Revenue bars with the number of payments as a line (daily series, months of a year). */
export function RevenueChart({ data, height = 280 }: { data: SeriesPoint[]; height?: number }) {
  return (
    <div style={{ width: '100%', height }} role="img" aria-label="Gráfico de receita e pagamentos">
      <ResponsiveContainer>
        <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} />
          <YAxis yAxisId="r" tickFormatter={axisMoney} tick={{ fontSize: 12 }} width={80} />
          <YAxis yAxisId="p" orientation="right" tick={{ fontSize: 12 }} width={40} allowDecimals={false} />
          <Tooltip
            formatter={(value: unknown, name: unknown) =>
              name === 'Receita' ? money(Number(value)) : formatInt(Number(value))
            }
          />
          <Legend />
          <Bar yAxisId="r" dataKey="revenue_cents" name="Receita" fill="#1677ff" radius={[3, 3, 0, 0]} />
          <Line yAxisId="p" dataKey="payments" name="Pagamentos" stroke="#fa8c16" dot={false} strokeWidth={2} />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}

/** Revenue per item of a breakdown (plan, state, category, method), horizontal bars. */
export function BreakdownChart({ data }: { data: Array<{ label: string; revenue_cents: number }> }) {
  const height = Math.max(120, data.length * 28 + 40);
  return (
    <div style={{ width: '100%', height }} role="img" aria-label="Gráfico da receita por item">
      <ResponsiveContainer>
        <BarChart data={data} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" tickFormatter={axisMoney} tick={{ fontSize: 12 }} />
          <YAxis type="category" dataKey="label" width={120} tick={{ fontSize: 12 }} />
          <Tooltip formatter={(value: unknown) => money(Number(value))} />
          <Bar dataKey="revenue_cents" name="Receita" fill="#1677ff" radius={[0, 3, 3, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
