import { Link } from 'react-router-dom';
import { useListMyPaymentsQuery, type Payment } from '../../api/payments';
import { paths } from '../../app/paths';
import { PAYMENT_METHOD_LABEL, PAYMENT_STATUS_LABEL } from '../../../shared/sales';
import { formatBRL } from '../../lib/price';
import ButtonLink from '../../components/ButtonLink';
import ProfileAdList from './ProfileAdList';
import { dateAndTime, shortDate } from './profileFormat';
import EmptyState from './EmptyState';
import { MemberIcon, type MemberIconName } from './memberIcons';
import styles from './ProfilePage.module.css';

/** Tag colours dark enough on their tint for WCAG AA (as the ads' status tags). */
const STATUS_STYLE: Record<string, { color: string; background: string; borderColor: string }> = {
  succeeded: { color: '#237804', background: '#f6ffed', borderColor: '#b7eb8f' },
  pending: { color: '#434343', background: '#f5f5f5', borderColor: '#d9d9d9' },
  processing: { color: '#0958d9', background: '#e6f4ff', borderColor: '#91caff' },
  failed: { color: '#a8071a', background: '#fff1f0', borderColor: '#ffa39e' },
  canceled: { color: '#434343', background: '#f5f5f5', borderColor: '#d9d9d9' },
  refunded: { color: '#ad4e00', background: '#fff7e6', borderColor: '#ffd591' },
};

/** The list's hook, with fresh statuses whenever the tab opens (a card payment may have settled since). */
const useMyPayments = (arg: { page: number; pageSize: number }) =>
  useListMyPaymentsQuery(arg, { refetchOnMountOrArgChange: true });

/** "Meus Pagamentos": the highlights the member paid for (or tried to), newest first. */
export default function PaymentsTab() {
  return (
    <ProfileAdList<Payment>
      label="Meus pagamentos"
      loadingLabel="Carregando pagamentos"
      thumbs={false}
      useList={useMyPayments}
      errorTitle="Não foi possível carregar seus pagamentos."
      empty={
        <EmptyState description="Você ainda não fez pagamentos. Destaque um anúncio para ele aparecer entre os primeiros resultados da busca e das tribos.">
          <ButtonLink to={paths.profile('ads')} type="primary">
            Ver meus anúncios
          </ButtonLink>
        </EmptyState>
      }
      renderItem={(payment) => <PaymentItem payment={payment} />}
    />
  );
}

const METHOD_ICON: Record<string, MemberIconName> = { card: 'card', pix: 'qrcode', boleto: 'barcode' };

/** A Pix or boleto waiting for the money: the page that shows its code or voucher again. */
const chargeLink = (payment: Payment) =>
  payment.status === 'pending' && payment.method !== 'card'
    ? {
        label: payment.method === 'pix' ? 'Ver Pix' : 'Ver boleto',
        to: `${paths.adPayment(payment.ad.slug, payment.plan.id)}&payment=${payment.id}`,
      }
    : null;

export function PaymentItem({ payment }: { payment: Payment }) {
  const charge = chargeLink(payment);
  const label = charge ? 'Aguardando pagamento' : (PAYMENT_STATUS_LABEL[payment.status] ?? payment.status);
  const removed = payment.ad.status === 'removed';
  const methodIcon = METHOD_ICON[payment.method] ?? 'card';
  // The server decides (can_retry): an active ad, and that highlight not bought since.
  const retry = !payment.can_retry ? null : payment.status === 'pending' ? 'Concluir pagamento' : 'Tentar novamente';
  return (
    <article className={styles.paymentItem} aria-label={`${payment.plan.name}: ${payment.ad.title}`}>
      {removed ? (
        // An ad its owner deleted has no page any more.
        <span className={`${styles.title} ${styles.payTitle}`}>
          {payment.ad.title} <span className={styles.removedNote}>(anúncio excluído)</span>
        </span>
      ) : (
        <Link to={paths.ad(payment.ad.slug)} className={`${styles.title} ${styles.payTitle}`}>
          {payment.ad.title}
        </Link>
      )}
      <span className={styles.payStatus} style={STATUS_STYLE[payment.status] ?? STATUS_STYLE.pending}>
        {label}
      </span>
      <div className={styles.payPlan}>
        <span>
          <MemberIcon name={methodIcon} /> Plano {payment.plan.name} ({payment.plan.duration_days} dias) ·{' '}
          {PAYMENT_METHOD_LABEL[payment.method] ?? payment.method}
        </span>
        <span className={styles.price}>{formatBRL(payment.amount_cents)}</span>
      </div>
      <div className={`${styles.details} ${styles.payWhen}`}>
        <span>{dateAndTime(payment.created_at)}</span>
        {payment.status === 'succeeded' && payment.highlighted_until ? (
          <span>Destaque até {shortDate(payment.highlighted_until)}</span>
        ) : null}
        {payment.status === 'processing' ? <span>Aguardando a confirmação do banco.</span> : null}
      </div>
      {(payment.status === 'failed' || payment.status === 'canceled') && payment.failure_message ? (
        <div className={`${styles.expired} ${styles.payReason}`}>{payment.failure_message}</div>
      ) : null}
      {charge ? (
        <ButtonLink to={charge.to} size="small" className={styles.payAction}>
          {charge.label}
        </ButtonLink>
      ) : retry ? (
        <ButtonLink to={paths.adPayment(payment.ad.slug, payment.plan.id)} size="small" className={styles.payAction}>
          {retry}
        </ButtonLink>
      ) : null}
    </article>
  );
}
