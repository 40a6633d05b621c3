import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Sale } from '../../api/admin';
import { paths } from '../../app/paths';
import { formatDateTime, METHOD_LABEL, money, PROVIDER_LABEL } from './format';
import { SaleStatus } from './saleCells';
import SaleEvents from './SaleEvents';
import styles from './Admin.module.css';
import own from './SalesPage.module.css';

/** One sale on a phone: what the table's row says, stacked to be read without a sideways scroll. */
function SaleCard({ sale: s }: { sale: Sale }) {
  const [open, setOpen] = useState(false);
  const eventsId = `sale-${s.id}-events`;
  return (
    <li className={styles.saleCard} aria-labelledby={`sale-${s.id}-title`}>
      <div className={styles.saleCardTop}>
        <span>{formatDateTime(s.created_at)}</span>
        <SaleStatus status={s.status} />
      </div>
      <div className={styles.saleCardTitle} id={`sale-${s.id}-title`}>
        <Link to={paths.ad(s.ad.slug)}>{s.ad.title}</Link>
      </div>
      <div className={styles.saleCardAmount}>
        {money(s.amount_cents)} <span>· {s.plan.name}</span>
      </div>
      <dl className={styles.saleCardFacts}>
        <dt>Cliente</dt>
        <dd>
          {s.user.username} <span className={styles.saleCardMuted}>{s.user.email}</span>
        </dd>
        <dt>Forma</dt>
        <dd>
          {METHOD_LABEL[s.method] ?? s.method} · {PROVIDER_LABEL[s.provider] ?? s.provider}
        </dd>
        <dt>Venda</dt>
        <dd>
          nº {s.id} · {s.ad.state_code} · {s.ad.category}
        </dd>
      </dl>
      <button
        type="button"
        className={`${own.link} ${own.cardToggle}`}
        aria-expanded={open}
        aria-controls={eventsId}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Ocultar histórico' : 'Ver histórico'}
      </button>
      {open && (
        <div id={eventsId} className={styles.saleCardEvents}>
          <SaleEvents id={s.id} />
        </div>
      )}
    </li>
  );
}

/** The sales as a list of cards (phones): the page's rows, in the table's order. */
export default function SaleCards({ sales, loading }: { sales: Sale[]; loading: boolean }) {
  return (
    <div className={own.cardsBox} aria-busy={loading || undefined}>
      {loading && (
        <div className={own.cardsLoading} role="status">
          <span className={own.spinner} aria-hidden="true" />
          <span className={styles.visuallyHidden}>Carregando as vendas…</span>
        </div>
      )}
      {sales.length ? (
        <ul className={loading ? `${styles.saleCards} ${own.busy}` : styles.saleCards} aria-label="Vendas">
          {sales.map((s) => (
            <SaleCard key={s.id} sale={s} />
          ))}
        </ul>
      ) : loading ? null : (
        <p className={own.emptyCards}>Nenhuma venda com esses filtros.</p>
      )}
    </div>
  );
}
