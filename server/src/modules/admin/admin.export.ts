import { PassThrough, Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { TZ } from './admin.repository';

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
