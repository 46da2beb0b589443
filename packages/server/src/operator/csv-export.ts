import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { lt, type AnyColumn } from 'drizzle-orm';
import type { DbOrTx } from '../db/types.js';

/**
 * A list as a CSV file (docs/console-api.md, "Exports"): the rows its filters match, newest
 * first, read from the database a batch at a time by id (keyset), so no export holds more than
 * one batch in memory however many rows it has. Written by csv-stringify: RFC 4180 quoting (any
 * field with a quote, a comma, a CR or an LF), CRLF line ends, a UTF-8 byte order mark (Excel
 * reads the file as UTF-8, Chinese names and all).
 */

/** The most rows one file holds; past it, its last line says so and a narrower filter finds the rest. */
export const EXPORT_MAX_ROWS = 100_000;
/** Rows read per query. */
export const EXPORT_BATCH_ROWS = 1_000;

export type CsvCell = string | number | null;

/** One row of the file and the id the next batch starts below. */
export interface CsvRow {
  id: number;
  cells: readonly CsvCell[];
}

/** How one list is exported; its filters are the list command's own. */
export interface CsvExport<Filter> {
  /** The list's name: the file is `<list>-<UTC time>.csv`, the audit row's target `export:<list>`. */
  list: string;
  /** The header line: the list's field names, as the admin API answers them. */
  columns: readonly string[];
  /** Up to `limit` matching rows whose id is below `before` (from the newest when null), newest first. */
  rows(db: DbOrTx, filter: Filter, before: number | null, limit: number): Promise<CsvRow[]>;
  /** How many rows match, counted no further than `limit`. */
  count(db: DbOrTx, filter: Filter, limit: number): Promise<number>;
}

/** What a file is written from: its header and its rows (a member's own export counts nothing beforehand). */
export type CsvSource<Filter> = Pick<CsvExport<Filter>, 'columns' | 'rows'>;

/** An export's next batch: ids below the last one written (all when there is none yet), newest first. */
export const belowId = (id: AnyColumn, before: number | null) => (before === null ? undefined : lt(id, before));

/** An item's fields as cells in the columns' order; anything that is not text or a number is written as JSON. */
export function cellsOf<Item extends object>(item: Item, columns: readonly (keyof Item & string)[]): CsvCell[] {
  return columns.map((column) => {
    const value: unknown = item[column];
    if (value === null || value === undefined) return null;
    return typeof value === 'string' || typeof value === 'number' ? value : JSON.stringify(value);
  });
}

/** A number as this server writes amounts and ids: `-10.50` is a value, not a formula. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
/** What a spreadsheet reads as the start of a formula (with the full-width forms some of them fold). */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/** A line of a cell and the break after it (none after the last). */
const LINES = /([^\r\n]*)(\r\n|\r|\n|$)/g;

/**
 * Neutralises spreadsheet formula injection (OWASP "CSV injection"): a line a member or operator
 * typed that starts like a formula gets a leading apostrophe, so a spreadsheet shows it as text.
 * Every line of the cell, not only its first: the cell is quoted, but its text pasted elsewhere,
 * or read by a tool that splits lines, makes each line a cell of its own. Plain numbers are left
 * alone: a debit's `-10.50` must stay a number the operator can sum, and cannot run anything.
 * (csv-stringify's own `escape_formulas` looks at the first line only, and would quote every
 * negative amount.)
 */
export function neutraliseFormula(value: string): string {
  return value.replace(LINES, (line: string, text: string, lineBreak: string) =>
    FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}${lineBreak}` : line,
  );
}

/** The file's last line when it stopped at the cap. */
export const cappedLine = (max: number) => `Export stopped at ${max} rows; narrow the filters for the rest.`;

async function* recordsOf<Filter>(db: DbOrTx, csv: CsvSource<Filter>, filter: Filter, max: number, capped: string): AsyncGenerator<readonly CsvCell[]> {
  yield csv.columns;
  let before: number | null = null;
  let sent = 0;
  while (sent < max) {
    const limit = Math.min(EXPORT_BATCH_ROWS, max - sent);
    const batch = await csv.rows(db, filter, before, limit);
    for (const row of batch) yield row.cells;
    sent += batch.length;
    const last = batch.at(-1);
    if (last === undefined || batch.length < limit) return;
    before = last.id;
  }
  // One more row would be past the cap: say so, rather than let a cut file look whole.
  if ((await csv.rows(db, filter, before, 1)).length > 0) yield [capped];
}

/**
 * The export as a stream of CSV text: the next batch is read only when the client has taken the
 * last. `capped` is the last line of a file cut at `max` rows (a member's is in their language).
 */
export function csvStream<Filter>(db: DbOrTx, csv: CsvSource<Filter>, filter: Filter, max = EXPORT_MAX_ROWS, capped = cappedLine(max)): Readable {
  // RFC 4180: a field with a quote, a comma, a CR or an LF is quoted. With its own record
  // delimiter set, csv-stringify quotes only fields holding that whole CRLF unless told: a bare LF
  // in a name went out unquoted and started a new row, a forged one, in the operator's spreadsheet.
  const writer = stringify({ bom: true, record_delimiter: 'windows', quote_record_delimiter: true, cast: { string: neutraliseFormula } });
  // A query that fails mid-file destroys the stream: the client sees a cut download, the log the error.
  return pipeline(Readable.from(recordsOf(db, csv, filter, max, capped)), writer, () => undefined);
}

/** `recharges-20261124-080000.csv`: the list and when it was taken (UTC). */
export function exportFileName(list: string, at: Date): string {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `${list}-${stamp}.csv`;
}

/** How the audit log records an export: what left (`export:<list>`), with its filters and how many rows. */
export const exportAudit = (csv: CsvExport<never>) => ({ target: () => `export:${csv.list}`, keepsResult: true as const });

/**
 * What an export command does in its audited transaction: counts what the file will hold (the
 * audit row keeps it, with the filters); the admin API then streams the file. The CLI only
 * counts: a file is fetched from the console or with a bearer token.
 */
export async function countExport<Filter>(db: DbOrTx, csv: CsvExport<Filter>, filter: Filter, route: string) {
  const matching = await csv.count(db, filter, EXPORT_MAX_ROWS + 1);
  const rows = Math.min(matching, EXPORT_MAX_ROWS);
  const capped = matching > EXPORT_MAX_ROWS;
  const text = `${capped ? `More than ${EXPORT_MAX_ROWS}` : rows} ${csv.list} match; the file (at most ${EXPORT_MAX_ROWS} rows) is GET /admin${route} in the console or with a bearer token.`;
  // A command's outcome (command-types.ts, which imports this module's types: spelled out, not imported).
  return { ok: true, text, data: { rows, capped } };
}
