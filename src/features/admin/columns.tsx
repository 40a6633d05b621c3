import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router-dom';
import type { Sale } from '../../api/admin';
import { paths } from '../../app/paths';
import { METHOD_LABEL, money, PROVIDER_LABEL } from './format';
import { SaleCustomer, SaleDate, SaleStatus } from './saleCells';

/**
 * The sales table's columns, in display order (the dashboard's latest payments show a few of them).
 * Every one has a width: the table is as wide as the columns shown, and the default ones fit a
 * 1366 px screen beside the admin menu without a sideways scroll.
 */
export const SALE_COLUMNS: ColumnsType<Sale> = [
  { key: 'id', title: 'ID', dataIndex: 'id', width: 80 },
  {
    key: 'created_at',
    title: 'Data',
    dataIndex: 'created_at',
    width: 140,
    sorter: true,
    render: (_: string, s: Sale) => <SaleDate sale={s} />,
  },
  {
    key: 'user',
    title: 'Cliente',
    width: 200,
    sorter: true,
    render: (_: unknown, s: Sale) => <SaleCustomer sale={s} />,
  },
  {
    key: 'ad',
    title: 'Anúncio',
    width: 180,
    ellipsis: true,
    render: (_: unknown, s: Sale) => <Link to={paths.ad(s.ad.slug)}>{s.ad.title}</Link>,
  },
  { key: 'plan', title: 'Plano', width: 140, sorter: true, render: (_: unknown, s: Sale) => s.plan.name },
  { key: 'method', title: 'Forma', dataIndex: 'method', width: 70, render: (m: string) => METHOD_LABEL[m] ?? m },
  {
    key: 'provider',
    title: 'Provedor',
    dataIndex: 'provider',
    width: 100,
    render: (p: string) => PROVIDER_LABEL[p] ?? p,
  },
  { key: 'state', title: 'UF', width: 60, render: (_: unknown, s: Sale) => s.ad.state_code },
  { key: 'category', title: 'Categoria', width: 160, ellipsis: true, render: (_: unknown, s: Sale) => s.ad.category },
  {
    key: 'amount',
    title: 'Valor',
    dataIndex: 'amount_cents',
    width: 100,
    align: 'right',
    sorter: true,
    render: (c: number) => money(c),
  },
  {
    key: 'status',
    title: 'Situação',
    dataIndex: 'status',
    width: 110,
    sorter: true,
    render: (st: string) => <SaleStatus status={st} />,
  },
];

/** What staff decide on, shown until a member chooses otherwise with "Colunas". */
export const DEFAULT_SALE_COLUMNS = ['created_at', 'user', 'ad', 'plan', 'method', 'amount', 'status'];
/** Always shown: the amount (a row without it means nothing). */
export const FIXED_SALE_COLUMNS = ['amount'];
/** The expand button's column (the provider's events). */
export const EXPAND_COLUMN_WIDTH = 40;
