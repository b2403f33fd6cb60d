import { beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "#db/index";
import { db } from "~/lib/db.server";
import { neutralizeCell, toCsv } from "~/lib/csv.server";
import { createUserSession } from "~/lib/session.server";
import { createUser } from "~/models/users.server";
import { loader as contactRequestsCsv } from "~/routes/admin.contact-requests.csv";
import { loader as prizeEntriesCsv } from "~/routes/admin.prize-entries.csv";
import { loader as visualizationsCsv } from "~/routes/admin.visualizations.csv";

/**
 * Reads CSV the way a spreadsheet does: a cell in double quotes may hold commas and line breaks
 * ("" is one quote); outside quotes a comma ends a cell, and a bare CR, a bare LF or a CRLF ends a
 * row. (csv-stringify left a cell holding only LF unquoted, so a lead's second line became a row
 * of its own, formula included.)
 */
function readLikeASpreadsheet(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const body = text.replace(/^\uFEFF/, "");
  for (let i = 0; i < body.length; i++) {
    const char = body[i]!;
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === "") quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\r" || char === "\n") {
      if (char === "\r" && body[i + 1] === "\n") i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else cell += char;
  }
  if (cell !== "" || row.length) rows.push([...row, cell]);
  return rows;
}

/** What a spreadsheet (or an importer that splits cells at line breaks) could run as a formula. */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
function formulaLines(rows: string[][]) {
  return rows.flatMap((row) =>
    row.flatMap((cell) => cell.split(/\r\n|\r|\n/).filter((line) => FORMULA_START.test(line))),
  );
}

/** Every payload the penetration test and OWASP's CSV injection page list, on a line of its own. */
const PAYLOADS = [
  "Please call me.\n=cmd|' /C calc'!A0",
  "Please call me.\r=cmd|' /C calc'!A0",
  "Please call me.\r\n=cmd|' /C calc'!A0",
  '=HYPERLINK("http://evil","x")',
  "+1+cmd|' /C calc'!A0",
  "-2+3",
  "@SUM(1+1)",
  "\t=1+1",
  "\r=1+1",
  "\n\n@SUM(1)",
  "ok\n\r-1",
  "＝1+1",
  "first\n＋1",
  "first\n－1",
  "first\n＠SUM(1)",
];

describe("neutralizeCell", () => {
  it("prefixes an apostrophe to every line that starts a formula, and only to those", () => {
    expect(neutralizeCell("Please call me.\n=cmd|' /C calc'!A0")).toBe(
      "Please call me.\n'=cmd|' /C calc'!A0",
    );
    expect(neutralizeCell("a\r\n=x\r+y\n@z")).toBe("a\r\n'=x\r'+y\n'@z");
    expect(neutralizeCell("＝1+1")).toBe("'＝1+1");
    expect(neutralizeCell("Jane Smith")).toBe("Jane Smith");
    expect(neutralizeCell("line one\nline two")).toBe("line one\nline two");
    expect(neutralizeCell("cost = 5 + 2")).toBe("cost = 5 + 2");
    expect(neutralizeCell(null)).toBe("");
    expect(neutralizeCell(42)).toBe("42");
  });

  it("keeps a phone written with a + as text (a spreadsheet would add it up)", () => {
    // The apostrophe is what keeps "+1-305-555-0100" from becoming -1159 (decision 071): the cell
    // stays text. Phones written without a + are left as they are.
    expect(neutralizeCell("+1 305 555 0100")).toBe("'+1 305 555 0100");
    expect(neutralizeCell("+1-305-555-0100")).toBe("'+1-305-555-0100");
    expect(neutralizeCell("(305) 555-0100")).toBe("(305) 555-0100");
  });

  it("quotes every cell with a line break, so a row ends only where a record does", () => {
    const csv = toCsv([{ header: "Message", value: (r: string) => r }], PAYLOADS);
    const rows = readLikeASpreadsheet(csv);
    expect(rows).toHaveLength(PAYLOADS.length + 1);
    expect(rows.slice(1).map(([cell]) => cell!.replace(/'/g, ""))).toEqual(
      PAYLOADS.map((p) => p.replace(/'/g, "")),
    );
    expect(formulaLines(rows)).toEqual([]);
  });
});

describe("every CSV export route", () => {
  let cookie = "";
  beforeAll(async () => {
    const database = db();
    await migrateToLatest(database);
    const user = await createUser(database, { username: "csv-admin", password: "csv-admin-password-1" });
    cookie = (await createUserSession(user.id, new Request("http://localhost/auth"))).split(";")[0]!;
    const at = new Date().toISOString();
    await database
      .insertInto("contact_requests")
      .values(
        PAYLOADS.map((payload, i) => ({
          full_name: i % 2 ? payload : `Lead ${i}`,
          email: `lead${i}@example.com`,
          phone: i % 3 ? "+1 305 555 0100" : payload,
          business_address: payload,
          employee_count: payload,
          message: payload,
          source_page: payload,
          referrer: payload,
          created_at: at,
        })),
      )
      .execute();
    await database
      .insertInto("engagement_submissions")
      .values(
        PAYLOADS.map((payload, i) => ({
          email: `${payload}${i}`,
          email_normalized: `entry${i}@example.com`,
          phone: payload,
          phone_normalized: String(i),
          prize_amount: 100 as const,
          created_at: at,
        })),
      )
      .execute();
    await database
      .insertInto("visualization_requests")
      .values(
        PAYLOADS.map((payload, i) => ({
          public_id: `csv-${i}`,
          machines: "[]",
          website_url: payload,
          branding: JSON.stringify({ businessName: payload }),
          provider: payload,
          error: payload,
          status: "failed" as const,
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
  });

  const routes = [
    ["/admin/contact-requests.csv", contactRequestsCsv],
    ["/admin/prize-entries.csv", prizeEntriesCsv],
    ["/admin/visualizations.csv", visualizationsCsv],
  ] as const;

  it.each(routes)("%s: one row per record, no line that starts a formula", async (path, loader) => {
    const request = new Request(`http://localhost${path}`, { headers: { Cookie: cookie } });
    const response = (await loader({ request, params: {}, context: {} } as never)) as Response;
    expect(response.status).toBe(200);
    const rows = readLikeASpreadsheet(await response.text());
    expect(rows).toHaveLength(PAYLOADS.length + 1);
    const width = rows[0]!.length;
    for (const row of rows) expect(row).toHaveLength(width);
    expect(formulaLines(rows)).toEqual([]);
    // The payloads are there, readable, behind their apostrophes.
    expect(rows.flat().some((cell) => cell.includes("'=cmd|' /C calc'!A0"))).toBe(true);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  });
});
