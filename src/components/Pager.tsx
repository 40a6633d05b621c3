import styles from './Pager.module.css';

/**
 * The pages around the current one, the first and the last; null marks a gap ("…"). A gap of one
 * page shows that page instead: "1 2 3 4", never "1 2 … 4".
 */
export function pageWindow(current: number, pages: number): (number | null)[] {
  const wanted = new Set([1, pages, current - 1, current, current + 1].filter((p) => p >= 1 && p <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    const gap = i > 0 ? p - sorted[i - 1] : 1;
    if (gap === 2) out.push(p - 1);
    else if (gap > 2) out.push(null);
    out.push(p);
  });
  return out;
}

/** Pagination in plain React for the public pages (/ads, a public profile): no antd on their way. */
export default function Pager({
  current,
  pages,
  onChange,
  label = 'Paginação',
}: {
  current: number;
  pages: number;
  onChange: (page: number) => void;
  /** The navigation's name: its own on a page with more than one pager. */
  label?: string;
}) {
  return (
    <nav aria-label={label} className={styles.pager}>
      <button
        type="button"
        className={styles.pageButton}
        disabled={current <= 1}
        onClick={() => onChange(current - 1)}
        aria-label="Página anterior"
      >
        ‹
      </button>
      {pageWindow(current, pages).map((p, i) =>
        p === null ? (
          <span key={`gap${i}`} className={styles.gap} aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={p}
            type="button"
            className={styles.pageButton}
            aria-current={p === current ? 'page' : undefined}
            aria-label={`Página ${p}`}
            onClick={() => onChange(p)}
          >
            {p}
          </button>
        ),
      )}
      <button
        type="button"
        className={styles.pageButton}
        disabled={current >= pages}
        onClick={() => onChange(current + 1)}
        aria-label="Próxima página"
      >
        ›
      </button>
    </nav>
  );
}
