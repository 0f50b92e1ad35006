import type { Response } from "express";
import { stringify } from "csv-stringify/sync";

/** A cell that a spreadsheet would run as a formula (OWASP CSV injection): = + - @ tab or CR first. */
const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvCell = string | number | boolean | Date | null | undefined;

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvCell;
}

/** Text that begins like a formula gets a leading apostrophe, so spreadsheets show it as inert text. */
export function neutraliseFormula(value: CsvCell): CsvCell {
  // a lone "-" (a figure that cannot be worked out) is no formula
  return typeof value === "string" && value !== "-" && FORMULA_START.test(value) ? `'${value}` : value;
}

function cell(value: CsvCell): string | number | boolean | null {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  return neutraliseFormula(value) as string | number | boolean;
}

/** CSV with a header row, every text cell quoted where needed and neutralised against formulas. */
export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  return stringify(
    rows.map((row) => columns.map((column) => cell(column.value(row)))),
    { header: true, columns: columns.map((column) => column.header), record_delimiter: "\r\n" },
  );
}

/** Sends CSV as a download; the byte order mark lets spreadsheet programs read it as UTF-8. */
export function sendCsv(res: Response, filename: string, csv: string): void {
  res
    .status(200)
    .set({
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename.replace(/[^\w.-]/g, "_")}"`,
      "Cache-Control": "no-store",
    })
    .send(`\uFEFF${csv}`);
}
