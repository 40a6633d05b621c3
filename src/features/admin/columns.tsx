import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Sale } from '../../api/admin';
import { paths } from '../../app/paths';
import { METHOD_LABEL, money, PROVIDER_LABEL } from './format';
import { SaleCustomer, SaleDate, SaleStatus } from './saleCells';

/** One column of the sales table: its key (the preference's and the ordering's name), title, width and cell. */
export interface SaleColumn {
  key: string;
  title: string;
  width: number;
  /** The server sorts by it (`ordering=<key>` or `-<key>`). */
  sortable?: boolean;
  /** Right-aligned (an amount). */
  numeric?: boolean;
  /** One line, cut with "…". */
  ellipsis?: boolean;
  cell: (s: Sale) => ReactNode;
}

/**
 * The sales table's columns, in display order (the dashboard's latest payments show a few of them).
 * Every one has a width: the table is as wide as the columns shown, and the default ones fit a
 * 1366 px screen beside the admin menu without a sideways scroll.
 */
export const SALE_COLUMNS: SaleColumn[] = [
  { key: 'id', title: 'ID', width: 80, cell: (s) => s.id },
  { key: 'created_at', title: 'Data', width: 140, sortable: true, cell: (s) => <SaleDate sale={s} /> },
  { key: 'user', title: 'Cliente', width: 200, sortable: true, cell: (s) => <SaleCustomer sale={s} /> },
  {
    key: 'ad',
    title: 'Anúncio',
    width: 180,
    ellipsis: true,
    cell: (s) => (
      <Link to={paths.ad(s.ad.slug)} title={s.ad.title}>
        {s.ad.title}
      </Link>
    ),
  },
  { key: 'plan', title: 'Plano', width: 140, sortable: true, cell: (s) => s.plan.name },
  { key: 'method', title: 'Forma', width: 70, cell: (s) => METHOD_LABEL[s.method] ?? s.method },
  { key: 'provider', title: 'Provedor', width: 100, cell: (s) => PROVIDER_LABEL[s.provider] ?? s.provider },
  { key: 'state', title: 'UF', width: 60, cell: (s) => s.ad.state_code },
  {
    key: 'category',
    title: 'Categoria',
    width: 160,
    ellipsis: true,
    cell: (s) => <span title={s.ad.category}>{s.ad.category}</span>,
  },
  { key: 'amount', title: 'Valor', width: 100, numeric: true, sortable: true, cell: (s) => money(s.amount_cents) },
  { key: 'status', title: 'Situação', width: 110, sortable: true, cell: (s) => <SaleStatus status={s.status} /> },
];

/** What staff decide on, shown until a member chooses otherwise with "Colunas". */
export const DEFAULT_SALE_COLUMNS = ['created_at', 'user', 'ad', 'plan', 'method', 'amount', 'status'];
/** Always shown: the amount (a row without it means nothing). */
export const FIXED_SALE_COLUMNS = ['amount'];
/** The expand button's column (the provider's events). */
export const EXPAND_COLUMN_WIDTH = 40;
