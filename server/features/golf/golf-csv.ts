import { parse } from "csv-parse/sync";
import type { GolfImportProblem as ImportError } from "@shared/golf/golf-api";
import { getTableColumns } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { ZodType } from "zod";
import type { CsvColumn } from "../../lib/csv";

export const MAX_IMPORT_ROWS = 5000;
/** An import file's largest size: 5,000 rows of a wide table with room to spare. */
export const CSV_IMPORT_LIMIT = "1mb";
const STAMP_KEYS = new Set(["id", "createdAt", "updatedAt", "lastUpdated"]);
const NEUTRALISED = /^'(?=[=+\-@\t\r])/;
const NUMBER = /^-?\d+(\.\d+)?$/;

/** Every column of a table, headed by its field name, so an export is also an import file. */
export function columnsOf<Row extends Record<string, unknown>>(table: PgTable): CsvColumn<Row>[] {
  return Object.keys(getTableColumns(table)).map((key) => ({ header: key, value: (row: Row) => row[key] as never }));
}

/** The header of an import template: the fields a row can set. */
export const importableKeys = (table: PgTable) => Object.keys(getTableColumns(table)).filter((key) => !STAMP_KEYS.has(key));

export type ImportResult<T> = { ok: true; rows: T[] } | { ok: false; errors: ImportError[] };

/**
 * Reads a CSV in the export's shape and validates each row with the shared schema. Blank cells are
 * null, numbers are read as numbers, and the apostrophe the export puts before formula-like text is
 * taken off again. Every bad row and field is reported, in the file's order; the rows are returned only when all are good.
 */
export function parseImport<T>(text: string, table: PgTable, schema: ZodType<T>): ImportResult<T> {
  const columns = getTableColumns(table);
  let records: Record<string, string>[];
  try {
    records = parse(text, { columns: true, bom: true, skip_empty_lines: true, relax_quotes: false });
  } catch (error) {
    const { records: done, message } = error as { records?: number; message: string };
    return { ok: false, errors: [{ row: (done ?? 0) + 1, field: "file", message: `Not valid CSV: ${message}` }] };
  }
  if (records.length === 0) return { ok: false, errors: [{ row: 0, field: "file", message: "The file has no data rows" }] };
  if (records.length > MAX_IMPORT_ROWS) {
    return { ok: false, errors: [{ row: 0, field: "file", message: `At most ${MAX_IMPORT_ROWS} rows can be imported at once` }] };
  }
  const unknown = Object.keys(records[0]!).filter((key) => !(key in columns));
  if (unknown.length) return { ok: false, errors: unknown.map((field) => ({ row: 0, field, message: "Unknown column" })) };

  const rows: T[] = [];
  const errors: ImportError[] = [];
  records.forEach((record, index) => {
    const row = index + 1;
    const values: Record<string, unknown> = {};
    for (const [key, raw] of Object.entries(record)) {
      if (STAMP_KEYS.has(key)) continue;
      const cell = raw.replace(NEUTRALISED, "");
      if (cell.includes("\u0000")) errors.push({ row, field: key, message: "Please remove the invalid character from this field" });
      else if (cell.trim() === "") values[key] = null;
      else if (columns[key]!.dataType === "number") {
        if (NUMBER.test(cell.trim())) values[key] = Number(cell.trim());
        else errors.push({ row, field: key, message: "Must be a number" });
      } else values[key] = cell;
    }
    const result = schema.safeParse(values);
    if (result.success) return rows.push(result.data);
    const seen = new Set(errors.filter((e) => e.row === row).map((e) => e.field));
    for (const issue of result.error.issues) {
      const field = issue.path.join(".") || "row";
      if (seen.has(field)) continue;
      seen.add(field);
      errors.push({ row, field, message: issue.message });
    }
  });
  const order = Object.keys(records[0]!);
  errors.sort((a, b) => a.row - b.row || order.indexOf(a.field) - order.indexOf(b.field));
  return errors.length ? { ok: false, errors } : { ok: true, rows };
}
