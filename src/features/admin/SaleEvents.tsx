import { useId, useState } from 'react';
import { useListAdminSaleEventsQuery } from '../../api/admin';
import { apiErrorMessage as messageOf } from '../../lib/apiErrors';
import { PAYMENT_EVENT_OUTCOME_LABEL, paymentEventLabel } from '../../lib/paymentLabels';
import { formatDateTime } from './format';
import styles from './SalesPage.module.css';

/**
 * An event's name for staff, with the provider's own name (for support) in a tooltip on hover or
 * keyboard focus; Escape hides it.
 */
function EventName({ type }: { type: string }) {
  const [open, setOpen] = useState(false);
  const tipId = useId();
  return (
    <span className={styles.event}>
      <span
        tabIndex={0}
        className={styles.eventName}
        aria-describedby={open ? tipId : undefined}
        onMouseEnter={() => setOpen(true)}
        onMouseLeave={() => setOpen(false)}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && open) {
            e.stopPropagation();
            setOpen(false);
          }
        }}
      >
        {paymentEventLabel(type)}
      </span>
      {open && (
        <span role="tooltip" id={tipId} className={styles.tooltip}>
          {type}
        </span>
      )}
    </span>
  );
}

/** What the provider told us about a sale, oldest first (a table row's expansion, a card's list). */
export default function SaleEvents({ id }: { id: number }) {
  const { data, isLoading, error } = useListAdminSaleEventsQuery({ id });
  if (isLoading) return <span>Carregando eventos…</span>;
  if (error) return <span role="alert">{messageOf(error)}</span>;
  if (!data?.length) return <span>Nenhum evento do provedor para este pagamento.</span>;
  return (
    <ul style={{ margin: 0, paddingLeft: 20 }} aria-label={`Eventos do pagamento ${id}`}>
      {data.map((e) => (
        <li key={e.id}>
          {formatDateTime(e.received_at)} — <EventName type={e.type} /> (
          {PAYMENT_EVENT_OUTCOME_LABEL[e.outcome] ?? e.outcome})
        </li>
      ))}
    </ul>
  );
}
