import { PassThrough, Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
// The status, method and month names are the SPA's (shared/sales.ts).
import { MONTH_NAMES, PAYMENT_METHOD_LABEL, PAYMENT_STATUS_LABEL } from '../../../../shared/sales';
import { MODERATION_ACTION_LABEL } from '../../../../shared/moderation';
import type { FastifyReply } from 'fastify';
import { TZ, type AdminRepository, type SalesFilters } from './admin.repository';
import type { LogCursor, LogFilters, ModerationLogRepository } from './admin.log.repository';
import type { DetailedExportQuery, ModerationLogEntry, MonthlyReport, Sale } from './admin.schemas';
import { localDay } from './admin.service';

// The admin exports: what each file holds (columns, labels, names) and its streaming as CSV or XLSX.
// Spreadsheet files of the admin tables, streamed: rows are written as they are read (in batches
// from the database), so the server's memory does not grow with the row count.
// CSV for a Brazilian Excel: UTF-8 with BOM, `;` between fields, comma decimals, dd/mm/aaaa hh:mm.
// XLSX: exceljs' streaming WorkbookWriter, numbers and dates as typed cells.

export type CellKind = 'text' | 'money' | 'int' | 'datetime' | 'date' | 'percent';
export interface Column {
  header: string;
  kind: CellKind;
  width?: number;
}
export type Cell = string | number | Date | null;

const BOM = '\uFEFF';

const parts = new Intl.DateTimeFormat('pt-BR', {
  timeZone: TZ,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** dd/mm/aaaa hh:mm in Brasília. */
export function brDateTime(d: Date): string {
  const p = Object.fromEntries(parts.formatToParts(d).map((x) => [x.type, x.value]));
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** The same wall-clock time as a Date whose UTC fields are Brasília's (Excel dates have no zone). */
function excelLocal(d: Date): Date {
  const p = Object.fromEntries(parts.formatToParts(d).map((x) => [x.type, x.value]));
  return new Date(Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute));
}

const decimal = (v: number, digits: number) => v.toFixed(digits).replace('.', ',');

function csvValue(v: Cell, kind: CellKind): string {
  if (v === null || v === undefined) return '';
  let s: string;
  if (kind === 'money' && typeof v === 'number') s = decimal(v / 100, 2);
  else if (kind === 'percent' && typeof v === 'number') s = decimal(v * 100, 1);
  else if (kind === 'datetime' && v instanceof Date) s = brDateTime(v);
  else if (kind === 'date' && typeof v === 'string') s = `${v.slice(8, 10)}/${v.slice(5, 7)}/${v.slice(0, 4)}`;
  else s = String(v);
  // A text that a spreadsheet would read as a formula is kept as text (CSV injection).
  if (kind === 'text' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[;"\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

const csvLine = (cells: Cell[], columns: Column[]) =>
  `${cells.map((c, i) => csvValue(c, columns[i].kind)).join(';')}\r\n`;

/** A CSV stream of the rows an async source yields (one batch at a time). */
export function csvStream(columns: Column[], source: AsyncIterable<Cell[][]>): Readable {
  return Readable.from(
    (async function* () {
      yield BOM + columns.map((c) => csvValue(c.header, 'text')).join(';') + '\r\n';
      for await (const batch of source) yield batch.map((cells) => csvLine(cells, columns)).join('');
    })(),
  );
}

const NUM_FMT: Partial<Record<CellKind, string>> = {
  money: '"R$" #,##0.00',
  int: '0',
  datetime: 'dd/mm/yyyy hh:mm',
  date: 'dd/mm/yyyy',
  percent: '0.0%',
};

function xlsxValue(v: Cell, kind: CellKind): ExcelJS.CellValue {
  if (v === null || v === undefined) return null;
  if (kind === 'money' && typeof v === 'number') return v / 100;
  if (kind === 'datetime' && v instanceof Date) return excelLocal(v);
  if (kind === 'date' && typeof v === 'string') return new Date(`${v}T00:00:00Z`);
  return v;
}

/** An XLSX stream (one sheet) of the rows an async source yields. */
export function xlsxStream(sheetName: string, columns: Column[], source: AsyncIterable<Cell[][]>): Readable {
  const out = new PassThrough();
  void (async () => {
    try {
      // Loaded by the first export: exceljs and its zip libraries take ~9 MB of heap (and ~30 MB
      // of RSS while loading) that a server which never exports would carry all its life.
      const { default: Excel } = await import('exceljs');
      const workbook = new Excel.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
      const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
      sheet.columns = columns.map((c, i) => ({
        key: String(i),
        width: c.width ?? 16,
        style: NUM_FMT[c.kind] ? { numFmt: NUM_FMT[c.kind] } : {},
      }));
      const header = sheet.addRow(columns.map((c) => c.header));
      header.font = { bold: true };
      header.commit();
      for await (const batch of source) {
        for (const cells of batch) sheet.addRow(cells.map((v, i) => xlsxValue(v, columns[i].kind))).commit();
        // Let the zip stream drain before the next batch (memory stays flat).
        if (out.writableNeedDrain) await new Promise((r) => out.once('drain', r));
      }
      sheet.commit();
      await workbook.commit();
    } catch (err) {
      out.destroy(err as Error);
    }
  })();
  return out;
}

/** A file name with the day it was made: vendas-2026-11-24.csv */
export const fileName = (base: string, format: 'csv' | 'xlsx', day: string) => `${base}-${day}.${format}`;

export const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

// The exports: the sales, the detailed report's tables and the monthly report.

// Rows per keyset batch of an export: 250 keeps the server's RSS flat while 100,000 rows stream
// (bench:admin: +2.5 MB; 1,000-row batches grew it by 5 to 68 MB from run to run).
const EXPORT_BATCH = 250;

// As the sales table and its filter name them.
const PROVIDER_LABEL: Record<string, string> = { stripe: 'Stripe', local: 'Teste local' };

const SALE_COLUMNS: Column[] = [
  { header: 'ID', kind: 'int', width: 10 },
  { header: 'Data', kind: 'datetime', width: 18 },
  { header: 'Aprovado em', kind: 'datetime', width: 18 },
  { header: 'Situação', kind: 'text', width: 14 },
  { header: 'Plano', kind: 'text', width: 18 },
  { header: 'Valor (R$)', kind: 'money', width: 14 },
  { header: 'Forma de pagamento', kind: 'text', width: 18 },
  { header: 'Provedor', kind: 'text', width: 10 },
  { header: 'Usuário', kind: 'text', width: 18 },
  { header: 'E-mail', kind: 'text', width: 28 },
  { header: 'Anúncio', kind: 'text', width: 36 },
  { header: 'UF', kind: 'text', width: 6 },
  { header: 'Categoria', kind: 'text', width: 20 },
];

const saleCells = (s: Sale): Cell[] => [
  s.id,
  new Date(s.created_at),
  s.succeeded_at ? new Date(s.succeeded_at) : null,
  PAYMENT_STATUS_LABEL[s.status] ?? s.status,
  s.plan.name,
  s.amount_cents,
  PAYMENT_METHOD_LABEL[s.method] ?? s.method,
  PROVIDER_LABEL[s.provider] ?? s.provider,
  s.user.username,
  s.user.email,
  s.ad.title,
  s.ad.state_code,
  s.ad.category,
];

/** A file to export: its name (without the day and extension), its sheet, columns, rows and their number. */
export interface ExportFile {
  base: string;
  sheet: string;
  columns: Column[];
  source: AsyncIterable<Cell[][]>;
  total: number;
}

/** Sends a file as an attachment named with today's day, streamed in the format asked for. */
export function sendExport(
  reply: FastifyReply,
  format: 'csv' | 'xlsx',
  { base, sheet, columns, source, total }: ExportFile,
) {
  reply
    .header('content-type', CONTENT_TYPES[format])
    .header('content-disposition', `attachment; filename="${fileName(base, format, localDay())}"`)
    .header('cache-control', 'no-store')
    // Rows the file will carry: the client shows the download's progress against it.
    .header('x-total-count', String(total));
  return reply.send(format === 'csv' ? csvStream(columns, source) : xlsxStream(sheet, columns, source));
}

async function* once(rows: Cell[][]) {
  yield rows;
}

/** The filtered sales, read in keyset batches as the file is written. */
export async function salesFile(repo: AdminRepository, f: SalesFilters): Promise<ExportFile> {
  const { count } = await repo.salesTotals(f);
  async function* batches() {
    let after: { createdAt: string; id: number } | null = null;
    for (;;) {
      const batch = await repo.salesBatch(f, after, EXPORT_BATCH);
      if (!batch.length) return;
      yield batch.map(saleCells);
      const last = batch[batch.length - 1];
      after = { createdAt: last.created_at, id: last.id };
      if (batch.length < EXPORT_BATCH) return;
    }
  }
  return { base: 'vendas', sheet: 'Vendas', columns: SALE_COLUMNS, source: batches(), total: count };
}

/** One table of the detailed report: by day, plan, state, category or payment method. */
export async function detailedFile(
  repo: AdminRepository,
  table: DetailedExportQuery['table'],
  from: string,
  to: string,
): Promise<ExportFile> {
  if (table === 'daily') {
    const days = await repo.daily(from, to);
    const columns: Column[] = [
      { header: 'Dia', kind: 'date', width: 12 },
      { header: 'Pagamentos', kind: 'int' },
      { header: 'Receita (R$)', kind: 'money' },
    ];
    const rows = days.map((d) => [d.date, d.payments, d.revenue_cents] as Cell[]);
    return {
      base: `relatorio-diario-${from}-a-${to}`,
      sheet: 'Por dia',
      columns,
      source: once(rows),
      total: rows.length,
    };
  }
  const LABEL = { by_plan: 'Plano', by_state: 'Estado', by_category: 'Categoria', by_method: 'Forma de pagamento' };
  const lines = await repo.breakdown(table, from, to);
  const columns: Column[] = [
    { header: LABEL[table], kind: 'text', width: 24 },
    { header: 'Pagamentos', kind: 'int' },
    { header: 'Receita (R$)', kind: 'money' },
  ];
  const rows = lines.map((l) => [l.label, l.payments, l.revenue_cents] as Cell[]);
  const FILE = { by_plan: 'plano', by_state: 'estado', by_category: 'categoria', by_method: 'forma-de-pagamento' };
  const base = `relatorio-por-${FILE[table]}-${from}-a-${to}`;
  return { base, sheet: LABEL[table], columns, source: once(rows), total: rows.length };
}

/** The monthly report of a year: a row per month and the year's total. */
export function monthlyFile(report: MonthlyReport, year: number): ExportFile {
  const columns: Column[] = [
    { header: 'Mês', kind: 'text', width: 12 },
    { header: 'Receita (R$)', kind: 'money' },
    { header: 'Pagamentos', kind: 'int' },
    { header: 'Ticket médio (R$)', kind: 'money' },
    { header: 'Reembolsos', kind: 'int' },
    { header: 'Reembolsado (R$)', kind: 'money' },
    { header: 'Novos pagantes', kind: 'int' },
    { header: 'Variação (%)', kind: 'percent' },
  ];
  const rows: Cell[][] = report.months.map((m) => [
    MONTH_NAMES[m.month - 1],
    m.revenue_cents,
    m.payments,
    // The average of no payment is none, not R$ 0,00 (as on the page).
    m.payments ? m.average_ticket_cents : null,
    m.refunds,
    m.refunded_cents,
    m.new_paying_users,
    m.change,
  ]);
  const t = report.totals;
  rows.push([
    'Total',
    t.revenue_cents,
    t.payments,
    t.payments ? t.average_ticket_cents : null,
    t.refunds,
    t.refunded_cents,
    t.new_paying_users,
    null,
  ]);
  return { base: `relatorio-mensal-${year}`, sheet: String(year), columns, source: once(rows), total: rows.length };
}

const LOG_COLUMNS: Column[] = [
  { header: 'Data', kind: 'datetime', width: 18 },
  { header: 'Origem', kind: 'text', width: 12 },
  { header: 'Tribo', kind: 'text', width: 24 },
  { header: 'Quem', kind: 'text', width: 18 },
  { header: 'Ação', kind: 'text', width: 24 },
  { header: 'Alvo', kind: 'text', width: 36 },
  { header: 'Motivo', kind: 'text', width: 48 },
];

const logCells = (e: ModerationLogEntry): Cell[] => [
  new Date(e.created_at),
  e.source === 'staff' ? 'Equipe' : 'Tribo',
  e.tribe,
  e.actor ?? 'Conta excluída',
  MODERATION_ACTION_LABEL[e.action] ?? e.action,
  e.target,
  e.reason,
];

/** The filtered moderation log, newest first, read in keyset batches as the file is written. */
export async function moderationLogFile(repo: ModerationLogRepository, f: LogFilters): Promise<ExportFile> {
  const total = await repo.count(f);
  async function* batches() {
    let after: LogCursor | null = null;
    for (;;) {
      const { entries, last } = await repo.batch(f, after, EXPORT_BATCH);
      if (!entries.length) return;
      yield entries.map(logCells);
      after = last;
      if (entries.length < EXPORT_BATCH) return;
    }
  }
  return { base: 'moderacao', sheet: 'Moderação', columns: LOG_COLUMNS, source: batches(), total };
}
