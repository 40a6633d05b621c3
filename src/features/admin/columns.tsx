import type { ColumnsType } from 'antd/es/table';
import { Tag } from 'antd';
import { Link } from 'react-router-dom';
import type { Sale } from '../../api/admin';
import { paths } from '../../app/paths';
import { formatDateTime, METHOD_LABEL, money, PROVIDER_LABEL, STATUS_COLOR, STATUS_LABEL } from './format';

/** The sales table's columns (the dashboard's latest payments show a few of them). */
export const SALE_COLUMNS: ColumnsType<Sale> = [
  { key: 'id', title: 'ID', dataIndex: 'id', width: 80, fixed: 'left' },
  {
    key: 'created_at',
    title: 'Data',
    dataIndex: 'created_at',
    width: 150,
    sorter: true,
    render: (v: string) => formatDateTime(v),
  },
  {
    key: 'user',
    title: 'Cliente',
    width: 220,
    sorter: true,
    render: (_: unknown, s: Sale) => (
      <div>
        <div>{s.user.username}</div>
        <div style={{ color: '#595959', fontSize: 12 }}>{s.user.email}</div>
      </div>
    ),
  },
  {
    key: 'ad',
    title: 'Anúncio',
    width: 240,
    ellipsis: true,
    render: (_: unknown, s: Sale) => <Link to={paths.ad(s.ad.slug)}>{s.ad.title}</Link>,
  },
  { key: 'plan', title: 'Plano', width: 140, sorter: true, render: (_: unknown, s: Sale) => s.plan.name },
  { key: 'method', title: 'Forma', dataIndex: 'method', width: 90, render: (m: string) => METHOD_LABEL[m] ?? m },
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
    key: 'status',
    title: 'Situação',
    dataIndex: 'status',
    width: 120,
    sorter: true,
    render: (st: string) => <Tag color={STATUS_COLOR[st]}>{STATUS_LABEL[st] ?? st}</Tag>,
  },
  {
    key: 'amount',
    title: 'Valor',
    dataIndex: 'amount_cents',
    width: 120,
    align: 'right',
    fixed: 'right',
    sorter: true,
    render: (c: number) => money(c),
  },
];
