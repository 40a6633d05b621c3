import { Tooltip } from 'antd';
import { useListAdminSaleEventsQuery } from '../../api/admin';
import { apiErrorMessage as messageOf } from '../../lib/apiErrors';
import { PAYMENT_EVENT_OUTCOME_LABEL, paymentEventLabel } from '../../lib/paymentLabels';
import { formatDateTime } from './format';
import styles from './Admin.module.css';

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
          {formatDateTime(e.received_at)} —{' '}
          {/* The provider's own name for support, on hover or focus, not in the line staff read. */}
          <Tooltip title={e.type}>
            <span tabIndex={0} className={styles.eventName}>
              {paymentEventLabel(e.type)}
            </span>
          </Tooltip>{' '}
          ({PAYMENT_EVENT_OUTCOME_LABEL[e.outcome] ?? e.outcome})
        </li>
      ))}
    </ul>
  );
}
