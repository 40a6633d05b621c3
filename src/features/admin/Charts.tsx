import { useEffect, useRef, useState, type ReactNode } from 'react';
import { axisMoney, formatInt, money } from './format';
import styles from './Charts.module.css';

// The admin area's charts, drawn in SVG by hand: two kinds (revenue bars with a line of payments,
// horizontal bars per item), a few KB instead of a chart library's hundred. Imported lazily by the
// admin pages (the `admin-charts` chunk), after their figures show.

export interface SeriesPoint {
  label: string;
  /** null: a month not begun yet (no bar, and the line stops instead of falling to 0). */
  revenue_cents: number | null;
  payments: number | null;
}

const REVENUE = '#1677ff';
const PAYMENTS = '#fa8c16';
const TICKS = 4;

/** A round top for an axis and its step (1, 2, 2.5 or 5 times a power of ten), at least `minStep`. */
export function niceScale(max: number, minStep = 0): { top: number; step: number } {
  const raw = Math.max(max / TICKS, minStep, Number.MIN_VALUE);
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 2.5, 5, 10].find((m) => m * power >= raw) ?? 10) * power;
  return { top: step * TICKS, step };
}

const ticksOf = ({ step }: { step: number }) => Array.from({ length: TICKS + 1 }, (_, i) => i * step);

/** The drawing's width in px (a default before it is measured, and where nothing measures). */
function useWidth(fallback: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width || fallback));
    observer.observe(el);
    return () => observer.disconnect();
  }, [fallback]);
  return [ref, width] as const;
}

/** The values of the item under the pointer, beside it. */
function Tip({ at, right, children }: { at: string; right: boolean; children: ReactNode }) {
  return (
    <div className={styles.tip} style={{ left: at, transform: right ? 'translateX(-100%)' : undefined }}>
      {children}
    </div>
  );
}

const pct = (n: number) => `${n}%`;

/** Revenue bars with the number of payments as a line (daily series, months of a year). */
export function RevenueChart({ data, height = 280 }: { data: SeriesPoint[]; height?: number }) {
  const [ref, width] = useWidth(600);
  const [active, setActive] = useState<number | null>(null);
  const revenue = niceScale(Math.max(0, ...data.map((d) => d.revenue_cents ?? 0)));
  const payments = niceScale(Math.max(0, ...data.map((d) => d.payments ?? 0)), 1);
  const top = 8;
  const plot = height - top - 24 - 28; // the x labels below, the legend under them
  const y = (v: number, scale: { top: number }) => top + plot - (v / scale.top) * plot;
  const band = data.length ? 100 / data.length : 100;
  const center = (i: number) => (i + 0.5) * band;
  // One label in every `every`, so that they do not overlap (a label takes about 44 px).
  const every = Math.max(1, Math.ceil((data.length * 44) / Math.max(width, 1)));
  const point = active === null ? null : data[active];
  return (
    <div className={styles.chart} style={{ height }} role="img" aria-label="Gráfico de receita e pagamentos">
      <div className={styles.row} style={{ height: height - 28 }}>
        <svg className={styles.axis} width={80} height={height - 28} aria-hidden="true">
          {ticksOf(revenue).map((t) => (
            <text key={t} x={74} y={y(t, revenue)} textAnchor="end" dominantBaseline="middle">
              {axisMoney(t)}
            </text>
          ))}
        </svg>
        <div ref={ref} className={styles.plot} onMouseLeave={() => setActive(null)}>
          <svg width="100%" height={height - 28} aria-hidden="true">
            {ticksOf(revenue).map((t) => (
              <line key={t} className={styles.grid} x1="0" x2="100%" y1={y(t, revenue)} y2={y(t, revenue)} />
            ))}
            {active !== null && (
              <rect className={styles.cursor} x={pct(active * band)} width={pct(band)} y={top} height={plot} />
            )}
            {data.map((d, i) =>
              d.revenue_cents ? (
                <rect
                  key={i}
                  x={pct(i * band + band * 0.15)}
                  width={pct(band * 0.7)}
                  y={y(d.revenue_cents, revenue)}
                  height={top + plot - y(d.revenue_cents, revenue)}
                  rx={3}
                  fill={REVENUE}
                />
              ) : null,
            )}
            {data.slice(1).map((d, i) => {
              const before = data[i].payments;
              if (before === null || d.payments === null) return null;
              return (
                <line
                  key={i}
                  x1={pct(center(i))}
                  x2={pct(center(i + 1))}
                  y1={y(before, payments)}
                  y2={y(d.payments, payments)}
                  stroke={PAYMENTS}
                  strokeWidth={2}
                  strokeLinecap="round"
                />
              );
            })}
            {data.map((d, i) =>
              i % every === 0 ? (
                <text key={i} className={styles.label} x={pct(center(i))} y={top + plot + 16} textAnchor="middle">
                  {d.label}
                </text>
              ) : null,
            )}
            {data.map((_, i) => (
              <rect
                key={i}
                x={pct(i * band)}
                width={pct(band)}
                y={0}
                height="100%"
                fill="transparent"
                onMouseEnter={() => setActive(i)}
              />
            ))}
          </svg>
          {point && active !== null && (
            <Tip at={pct(center(active))} right={active > data.length / 2}>
              <strong>{point.label}</strong>
              <span style={{ color: REVENUE }}>Receita: {money(point.revenue_cents ?? 0)}</span>
              <span style={{ color: PAYMENTS }}>Pagamentos: {formatInt(point.payments ?? 0)}</span>
            </Tip>
          )}
        </div>
        <svg className={styles.axis} width={40} height={height - 28} aria-hidden="true">
          {ticksOf(payments).map((t) => (
            <text key={t} x={6} y={y(t, payments)} dominantBaseline="middle">
              {formatInt(t)}
            </text>
          ))}
        </svg>
      </div>
      <div className={styles.legend} aria-hidden="true">
        <span>
          <i className={styles.square} style={{ background: REVENUE }} />
          Receita
        </span>
        <span>
          <i className={styles.stroke} style={{ background: PAYMENTS }} />
          Pagamentos
        </span>
      </div>
    </div>
  );
}

/** Revenue per item of a breakdown (plan, state, category, method), horizontal bars. */
export function BreakdownChart({ data }: { data: Array<{ label: string; revenue_cents: number }> }) {
  const [active, setActive] = useState<number | null>(null);
  const height = Math.max(120, data.length * 28 + 40);
  const scale = niceScale(Math.max(0, ...data.map((d) => d.revenue_cents)));
  const rows = height - 8 - 24;
  const row = data.length ? rows / data.length : rows;
  const x = (v: number) => (v / scale.top) * 100;
  const item = active === null ? null : data[active];
  return (
    <div className={styles.chart} style={{ height }} role="img" aria-label="Gráfico da receita por item">
      <div className={styles.row} style={{ height }}>
        <div className={styles.names} style={{ paddingTop: 4, height: rows + 4 }} aria-hidden="true">
          {data.map((d) => (
            <span key={d.label} style={{ height: row, lineHeight: `${row}px` }} title={d.label}>
              {d.label}
            </span>
          ))}
        </div>
        <div className={styles.plot} style={{ marginRight: 16 }} onMouseLeave={() => setActive(null)}>
          <svg width="100%" height={height} aria-hidden="true" overflow="visible">
            {ticksOf(scale).map((t) => (
              <g key={t}>
                <line className={styles.grid} x1={pct(x(t))} x2={pct(x(t))} y1={4} y2={4 + rows} />
                <text className={styles.label} x={pct(x(t))} y={rows + 24} textAnchor="middle">
                  {axisMoney(t)}
                </text>
              </g>
            ))}
            {active !== null && <rect className={styles.cursor} x="0" width="100%" y={4 + active * row} height={row} />}
            {data.map((d, i) => (
              <rect
                key={d.label}
                x="0"
                width={pct(x(d.revenue_cents))}
                y={4 + i * row + row * 0.2}
                height={row * 0.6}
                rx={3}
                fill={REVENUE}
              />
            ))}
            {data.map((d, i) => (
              <rect
                key={d.label}
                x="0"
                width="100%"
                y={4 + i * row}
                height={row}
                fill="transparent"
                onMouseEnter={() => setActive(i)}
              />
            ))}
          </svg>
          {item && active !== null && (
            <div className={styles.tip} style={{ left: '50%', top: 4 + (active + 1) * row }}>
              <strong>{item.label}</strong>
              <span style={{ color: REVENUE }}>Receita: {money(item.revenue_cents)}</span>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
