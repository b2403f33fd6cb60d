import { stringify } from "csv-stringify/sync";

/**
 * CSV downloads for the admin (leads, prize entries, visualizations). Spreadsheet-safe: a cell that
 * starts with = + - @ (or a tab / carriage return) is prefixed with an apostrophe, so a spreadsheet
 * never runs it as a formula.
 */
export function neutralizeCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  const text = String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

export function toCsv<T>(
  columns: ReadonlyArray<{ header: string; value: (row: T) => unknown }>,
  rows: Iterable<T>,
) {
  const records: string[][] = [];
  for (const row of rows) records.push(columns.map((c) => neutralizeCell(c.value(row))));
  // A byte-order mark so Excel reads UTF-8 names correctly.
  return (
    "\uFEFF" +
    stringify(records, { header: true, columns: columns.map((c) => c.header), record_delimiter: "\r\n" })
  );
}

export function csvResponse(filename: string, body: string) {
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename.replace(/[^\w.-]/g, "_")}"`,
      "Cache-Control": "no-store",
    },
  });
}
