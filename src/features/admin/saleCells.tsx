import type { Sale } from '../../api/admin';
import { formatDateTime, STATUS_COLOR, STATUS_LABEL } from './format';
import styles from './Admin.module.css';
import tag from './StatusTag.module.css';

/**
 * A sale's cells as the sales table, its phone cards and the dashboard's latest payments show them,
 * in plain React (the dashboard is a plain page).
 */
export const SaleDate = ({ sale }: { sale: Sale }) => (
  <span className={styles.nowrap}>{formatDateTime(sale.created_at)}</span>
);

/** The member's username, and their e-mail on one line cut with "…" (whole in its title). */
export const SaleCustomer = ({ sale }: { sale: Sale }) => (
  <div className={styles.customer}>
    <div>{sale.user.username}</div>
    <div className={styles.customerEmail} title={sale.user.email}>
      {sale.user.email}
    </div>
  </div>
);

/** A payment's status as antd's filled status tag, in the theme's status colours (app/theme.ts). */
export const SaleStatus = ({ status }: { status: string }) => (
  <span className={`${tag.tag} ${tag[STATUS_COLOR[status] ?? 'default']}`}>{STATUS_LABEL[status] ?? status}</span>
);
