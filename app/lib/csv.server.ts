import { stringify } from "csv-stringify/sync";

/**
 * CSV downloads for the admin (leads, prize entries, visualizations), spreadsheet-safe
 * (docs/decisions/071-edges-of-the-penetration-test.md):
 * - every line of a cell that starts with = + - @, a tab or a carriage return, or their full-width
 *   forms ＝ ＋ － ＠, is prefixed with an apostrophe, so no spreadsheet runs it as a formula, even
 *   one that splits a cell at its line breaks. A phone written "+1 305 …" becomes "'+1 305 …" too: a
 *   spreadsheet would otherwise read it as a sum (or a formula), and the apostrophe keeps it text.
 * - every cell holding a line break (CR or LF, alone or together) is quoted, so a line break can
 *   never end a row.
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

export function neutralizeCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  const text = String(value);
  // The lines at even places, the line breaks between them at odd ones.
  const parts = text.split(/(\r\n|\r|\n)/);
  for (let i = 0; i < parts.length; i += 2) if (FORMULA_START.test(parts[i]!)) parts[i] = `'${parts[i]}`;
  // A cell that starts with a carriage return (OWASP's list) is prefixed too.
  return text.startsWith("\r") ? `'${parts.join("")}` : parts.join("");
}

export function toCsv<T>(
  columns: ReadonlyArray<{ header: string; value: (row: T) => unknown }>,
  rows: Iterable<T>,
) {
  const records: string[][] = [];
  for (const row of rows) records.push(columns.map((c) => neutralizeCell(c.value(row))));
  // A byte-order mark so Excel reads UTF-8 names correctly. csv-stringify quotes a cell holding the
  // record delimiter (CRLF) but not one holding a lone CR or LF: `quoted_match` quotes those too.
  return (
    "\uFEFF" +
    stringify(records, {
      header: true,
      columns: columns.map((c) => neutralizeCell(c.header)),
      record_delimiter: "\r\n",
      quoted_match: /[\r\n]/,
    })
  );
}

export function csvResponse(filename: string, body: string) {
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename.replace(/[^\w.-]/g, "_")}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
