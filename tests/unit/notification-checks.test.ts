import { Kysely, SqliteDialect, type CompiledQuery } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#db/schema";
import { failingNotifications, plainError, plainStoredError } from "~/models/notification-checks.server";
import { seedLeads, type SeedLead } from "../support/admin-leads";
import { createTestDatabase } from "../support/test-db";

describe("notification errors in plain words", () => {
  it("names the usual SMTP failures and what to do, never the code", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:2525"), { code: "ESOCKET" });
    expect(plainError(refused, "smtp.example.com:587")).toBe(
      "Nothing answers at smtp.example.com:587. Check the server name and the port.",
    );
    expect(plainError(Object.assign(new Error("Invalid login: 535 5.7.8"), { code: "EAUTH" }))).toMatch(
      /^The mail server refused the user name or password\./,
    );
    expect(
      plainError(
        Object.assign(new Error("getaddrinfo ENOTFOUND smtp.nowhere"), { code: "EDNS" }),
        "smtp.nowhere:25",
      ),
    ).toBe("No mail server by that name was found (smtp.nowhere). Check the spelling.");
    expect(plainError(Object.assign(new Error("Message rejected"), { responseCode: 550 }))).toMatch(
      /^The mail server refused the message: check the “from” address/,
    );
    expect(plainError(new Error("something odd"))).toBe("The e-mail could not be sent.");
    for (const error of [refused, new Error("Greeting never received"), new Error("x")])
      expect(plainError(error)).not.toMatch(/E[A-Z]{4,}|SMTP_URL|\(/);
  });

  it("tells a stored technical error in plain words, keeping its opening", () => {
    expect(plainStoredError("Gave up after 40 attempt(s): e-mail: connect ECONNREFUSED 127.0.0.1:25")).toBe(
      "Gave up after 40 attempt(s): e-mail: nothing answered at the mail server's address.",
    );
    expect(plainStoredError("Attempt 2: webhook: fetch failed: getaddrinfo ENOTFOUND hooks.example")).toBe(
      "Attempt 2: webhook: the webhook's name could not be found.",
    );
    const plain = "Attempt 2: e-mail: The mail server at smtp.example.com:587 did not answer in time.";
    expect(plainStoredError(plain)).toBe(plain);
    expect(plainStoredError(null)).toBeNull();
  });
});

describe("the failing-notifications check (the banner of every admin page)", () => {
  let test: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    test = await createTestDatabase();
    const leads: SeedLead[] = Array.from({ length: 3000 }, (_, i) => ({
      fullName: `Delivered Lead ${i}`,
      notificationStatus: "sent",
      createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
    }));
    leads[100] = {
      fullName: "Gave Up",
      notificationStatus: "failed",
      notificationError: "Gave up after 40 attempt(s): webhook: the webhook answered 500",
      createdAt: "2026-01-01T01:40:00.000Z",
    };
    leads[2000] = {
      fullName: "Retrying",
      notificationStatus: "pending",
      notificationError: "Attempt 2: e-mail: The server did not answer in time.",
      createdAt: "2026-01-02T09:20:00.000Z",
    };
    leads[2500] = {
      fullName: "Just In",
      notificationStatus: "pending",
      createdAt: "2026-01-02T17:40:00.000Z",
    };
    leads[2600] = {
      fullName: "Spam",
      isSpam: true,
      notificationStatus: "failed",
      notificationError: "x",
      createdAt: "2026-01-02T19:20:00.000Z",
    };
    seedLeads(test.dir, leads);
  });
  afterAll(() => test.cleanup());

  it.each([
    ["without statistics", false],
    ["with ANALYZE statistics", true],
  ])(
    "finds the failing leads with a lookup of the partial index, never a scan of every lead (%s)",
    async (_, analyze) => {
      if (analyze) test.sqlite.exec("analyze");
      const statements: CompiledQuery[] = [];
      const logged = new Kysely<Database>({
        dialect: new SqliteDialect({ database: test.sqlite }),
        log: (event) => void (event.level === "query" && statements.push(event.query)),
      });
      const found = await failingNotifications(logged);
      expect(statements.length).toBeGreaterThan(0);
      for (const statement of statements) {
        const plan = (
          test.sqlite
            .prepare(`explain query plan ${statement.sql}`)
            .all(...(statement.parameters as unknown[])) as { detail: string }[]
        ).map((row) => row.detail);
        expect(plan, statement.sql).toContainEqual(
          expect.stringMatching(
            /^(SEARCH|SCAN) contact_requests USING (COVERING )?INDEX contact_requests_failing_notifications\b/,
          ),
        );
        expect(
          plan.filter((detail) => /\bcontact_requests\b/.test(detail)),
          statement.sql,
        ).toHaveLength(1);
      }
      expect(found).toEqual({
        waiting: 2,
        lastError: "Attempt 2: e-mail: The server did not answer in time.",
        since: "2026-01-01T01:40:00.000Z",
      });
    },
  );
});
