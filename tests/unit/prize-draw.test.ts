import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Migrator, sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { verifyPrizeToken } from "~/models/prize-token.server";
import {
  ALREADY_PLAYED_MESSAGE,
  createEngagement,
  drawPrize,
  drawPrizeAmount,
  EngagementError,
  emailKey,
  engagementStats,
  listEngagements,
  normalizeEmail,
  normalizePhone,
  phoneE164,
  prizeEntryServerSchema,
} from "~/models/engagements.server";
import { isValidPhone, prizeEntrySchemaFor } from "~/models/prize-schema";

const prizeEntrySchema = prizeEntrySchemaFor("en");
import { migrateToLatest, openDatabase } from "#db/index";
import { migrations } from "#db/migrations/index";

beforeAll(async () => {
  await migrateToLatest(db());
});

describe("the prize draw", () => {
  it("maps one roll in a hundred to 1000 and the rest to 100", () => {
    expect(drawPrizeAmount(() => 0)).toBe(1000);
    for (let roll = 1; roll < 100; roll++) expect(drawPrizeAmount(() => roll)).toBe(100);
  });

  it("draws 1000 about 1% of the time over many draws (crypto random)", () => {
    const draws = 200_000;
    let big = 0;
    for (let i = 0; i < draws; i++) {
      const amount = drawPrizeAmount();
      if (amount === 1000) big++;
      else expect(amount).toBe(100);
    }
    // Binomial(200000, 0.01): mean 2000, standard deviation ~44.5. Six deviations either side
    // fails by chance about once in a billion runs, but catches 0.5% or 1.5% at once.
    const sd = Math.sqrt(draws * 0.01 * 0.99);
    expect(big).toBeGreaterThan(2000 - 6 * sd);
    expect(big).toBeLessThan(2000 + 6 * sd);
  });

  it("signs every draw into a token that proves its amount", async () => {
    const draw = await drawPrize(db());
    expect([100, 1000]).toContain(draw.prizeAmount);
    const claims = verifyPrizeToken(draw.token);
    expect(claims.amount).toBe(draw.prizeAmount);
    expect(new Date(draw.expiresAt).getTime()).toBe(claims.exp);
  });
});

describe("entry rules", () => {
  it("validates email and phone with the product's messages", () => {
    const bad = prizeEntrySchema.safeParse({ email: "nope", phone: "12345", prizeAmount: 100, token: "t" });
    expect(bad.success).toBe(false);
    const messages = bad.error!.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    expect(messages).toContain("email: Please enter a valid email address");
    expect(messages).toContain("phone: Please enter a valid phone number");
    expect(isValidPhone("(561) 555-0142")).toBe(true);
    expect(isValidPhone("+1 561.555.0142")).toBe(true);
    expect(isValidPhone("561-555-014")).toBe(false); // 9 digits
    expect(isValidPhone("561 555 0142 x")).toBe(false); // a letter
    expect(isValidPhone("(..........)")).toBe(false); // no digits
  });

  it("normalises email case-insensitively and phone to digits without a leading US 1", () => {
    expect(normalizeEmail("  Jane.Doe@Example.COM ")).toBe("jane.doe@example.com");
    expect(normalizePhone("+1 (561) 555-0142")).toBe("5615550142");
    expect(normalizePhone("561.555.0142")).toBe("5615550142");
    expect(normalizePhone("+44 20 7946 0958")).toBe("442079460958");
  });

  it("stores the amount the token proves; refuses other amounts, reuse and repeat players", async () => {
    const first = await drawPrize(db());
    const entry = await createEngagement(
      db(),
      {
        email: "Winner@Example.com",
        phone: "(561) 555-1000",
        prizeAmount: first.prizeAmount,
        token: first.token,
      },
      { ip: "1.2.3.4" },
    );
    expect(entry.prize_amount).toBe(first.prizeAmount);
    expect(entry.email_normalized).toBe("winner@example.com");
    expect(entry.phone_normalized).toBe("5615551000");

    // The same token again, even for someone else: replay.
    await expect(
      createEngagement(db(), {
        email: "other@example.com",
        phone: "305 555 2000",
        prizeAmount: first.prizeAmount,
        token: first.token,
      }),
    ).rejects.toMatchObject({
      status: 400,
      message: "This prize has already been claimed.",
    });

    // An amount the token does not prove.
    const second = await drawPrize(db());
    const other = second.prizeAmount === 100 ? 1000 : 100;
    await expect(
      createEngagement(db(), {
        email: "x@example.com",
        phone: "305 555 3000",
        prizeAmount: other,
        token: second.token,
      }),
    ).rejects.toMatchObject({ status: 400 });

    // Same person: email in another case, or the phone written another way.
    for (const person of [
      { email: "WINNER@example.COM", phone: "954 555 4000" },
      { email: "new@example.com", phone: "+1 561-555-1000" },
    ]) {
      const draw = await drawPrize(db());
      const error = await createEngagement(db(), {
        ...person,
        prizeAmount: draw.prizeAmount,
        token: draw.token,
      }).catch((e) => e);
      expect(error).toBeInstanceOf(EngagementError);
      expect(error.status).toBe(409);
      expect(error.message).toBe(ALREADY_PLAYED_MESSAGE);
    }
  });

  it("lists, searches and counts entries in the database", async () => {
    const draw = await drawPrize(db());
    await createEngagement(db(), {
      email: "listme@example.com",
      phone: "786 555 7777",
      prizeAmount: draw.prizeAmount,
      token: draw.token,
    });
    const found = await listEngagements(db(), {
      q: "LISTME",
      sort: "date",
      dir: "desc",
      page: 1,
      pageSize: 25,
    });
    expect(found.items.map((e) => e.email)).toEqual(["listme@example.com"]);
    const byPhone = await listEngagements(db(), {
      q: "555-7777",
      sort: "email",
      dir: "asc",
      page: 1,
      pageSize: 25,
    });
    expect(byPhone.total).toBe(1);
    const stats = await engagementStats(db());
    expect(stats.total).toBe(2);
    expect(stats.thisWeek).toBe(2);
    expect(stats.winners).toBe(
      (
        await listEngagements(db(), { q: "", sort: "amount", dir: "desc", page: 1, pageSize: 25 })
      ).items.filter((e) => e.prize_amount === 1000).length,
    );
  });
});

/** An entry for `person` with a fresh draw: the created row, or the EngagementError it got. */
async function enter(person: { email: string; phone: string }) {
  const draw = await drawPrize(db());
  return createEngagement(db(), { ...person, prizeAmount: draw.prizeAmount, token: draw.token }).catch(
    (error: unknown) => error,
  );
}

describe("one entry per person, however they type it", () => {
  it("reads a phone as an E.164 number, and refuses numbers that are not one", () => {
    expect(phoneE164("+1 (561) 555-0199")).toBe("+15615550199");
    expect(phoneE164("561.555.0199")).toBe("+15615550199");
    expect(phoneE164("001 561 555 0199")).toBe("+15615550199");
    expect(phoneE164("+44 20 7946 0958")).toBe("+442079460958");
    expect(phoneE164("561 555 0199 123")).toBeNull();
    expect(phoneE164("(123) 456-7890")).toBeNull();
  });

  it("keys an email by its lower-cased address; Gmail without dots and +tag", () => {
    expect(emailKey(" Jane.Doe@Example.COM ")).toBe("jane.doe@example.com");
    expect(emailKey("Jane.Doe+prize@gmail.com")).toBe("janedoe@gmail.com");
    expect(emailKey("j.a.n.e.doe@GoogleMail.com")).toBe("janedoe@gmail.com");
    expect(emailKey("jane.doe+prize@example.com")).toBe("jane.doe+prize@example.com");
  });

  it("refuses trailing junk digits with the product's phone message (the server schema; the browser's passes it)", () => {
    const entry = { email: "junk@example.com", phone: "561 555 0199 123", prizeAmount: 100, token: "t" };
    expect(prizeEntrySchema.safeParse(entry).success).toBe(true);
    const parsed = prizeEntryServerSchema.safeParse(entry);
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((i) => `${i.path.join(".")}: ${i.message}`)).toEqual([
      "phone: Please enter a valid phone number",
    ]);
    // A browser-rule failure still reports the message once.
    expect(prizeEntryServerSchema.safeParse({ ...entry, phone: "12" }).error!.issues).toHaveLength(1);
  });

  it("the three ways of writing one phone are one person", async () => {
    const first = await enter({ email: "e164-a@example.com", phone: "+1 (561) 555-0199" });
    expect(first).toMatchObject({ phone: "+1 (561) 555-0199", phone_e164: "+15615550199" });
    for (const [email, phone] of [
      ["e164-b@example.com", "561.555.0199"],
      ["e164-c@example.com", "001 561 555 0199"],
    ]) {
      expect(await enter({ email: email!, phone: phone! })).toMatchObject({
        status: 409,
        message: ALREADY_PLAYED_MESSAGE,
      });
    }
  });

  it("Gmail addresses with other dots or a +tag are one person; other providers' dots are not", async () => {
    const first = await enter({ email: "Jane.Doe@gmail.com", phone: "(305) 555-0101" });
    expect(first).toMatchObject({ email: "Jane.Doe@gmail.com", email_key: "janedoe@gmail.com" });
    for (const email of ["janedoe@gmail.com", "j.a.n.e.d.o.e+prize@gmail.com", "JaneDoe@googlemail.com"]) {
      expect(await enter({ email, phone: "(305) 555-0102" })).toMatchObject({ status: 409 });
    }
    expect(await enter({ email: "jane.doe@example.com", phone: "(305) 555-0103" })).toMatchObject({
      email_key: "jane.doe@example.com",
    });
    expect(await enter({ email: "janedoe@example.com", phone: "(305) 555-0104" })).toMatchObject({
      email_key: "janedoe@example.com",
    });
  });

  it("refuses a phone that is not a number even without the schema (400)", async () => {
    expect(await enter({ email: "junk-model@example.com", phone: "561 555 0199 123" })).toMatchObject({
      status: 400,
      message: "Please enter a valid phone number",
    });
  });

  it("migration 0012 backfills the keys of existing entries; a later duplicate keeps null", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "vending-0012-"));
    const open = openDatabase(path.join(dir, "app.sqlite"));
    try {
      const migrator = new Migrator({ db: open.db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo("0009_contact_visualization")).error).toBeUndefined();
      const now = new Date().toISOString();
      const legacy = [
        ["Jane.Doe@gmail.com", "+1 (561) 555-0199"],
        ["janedoe+x@gmail.com", "(954) 555-0111"],
        ["other@example.com", "001 561 555 0199"],
        ["junk@example.com", "561 555 0199 123"],
      ];
      for (const [email, phone] of legacy) {
        await open.db
          .insertInto("engagement_submissions")
          .values({
            email: email!,
            email_normalized: email!.toLowerCase(),
            phone: phone!,
            phone_normalized: phone!.replace(/\D/g, ""),
            prize_amount: 100,
            created_at: now,
          })
          .execute();
      }
      await migrateToLatest(open.db);
      const rows = await open.db
        .selectFrom("engagement_submissions")
        .select(["email_key", "phone_e164"])
        .orderBy("id")
        .execute();
      expect(rows).toEqual([
        { email_key: "janedoe@gmail.com", phone_e164: "+15615550199" },
        { email_key: null, phone_e164: "+19545550111" },
        { email_key: "other@example.com", phone_e164: null },
        { email_key: "junk@example.com", phone_e164: null },
      ]);
      const indexes = await sql<{
        name: string;
        unique: number;
      }>`select name, "unique" from pragma_index_list('engagement_submissions')`.execute(open.db);
      expect(indexes.rows).toEqual(
        expect.arrayContaining([
          { name: "engagement_submissions_email_key", unique: 1 },
          { name: "engagement_submissions_phone_e164", unique: 1 },
        ]),
      );
    } finally {
      await open.db.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("a Spanish page's entries (decision 045)", () => {
  it("speaks Spanish to a Spanish page with the same rules, and stores the entry's language", async () => {
    const bad = prizeEntrySchemaFor("es").safeParse({
      email: "nope",
      phone: "12345",
      prizeAmount: 5,
      token: "",
    });
    const messages = bad.error!.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    expect(messages).toEqual([
      "email: Por favor, escriba un correo electrónico válido",
      "phone: Por favor, escriba un número de teléfono válido",
      "prizeAmount: El monto del premio debe ser $100 o $1,000.",
      "token: Falta el código del premio. Eche una moneda para jugar.",
    ]);
    // The same inputs pass or fail in both languages.
    for (const phone of ["(561) 555-0142", "561-555-014", "(..........)"])
      expect(prizeEntrySchemaFor("es").shape.phone.safeParse(phone).success).toBe(
        prizeEntrySchema.shape.phone.safeParse(phone).success,
      );

    const draw = await drawPrize(db());
    const person = { email: "cliente@example.com", phone: "(305) 555-7100" };
    const entry = await createEngagement(db(), { ...person, ...draw }, { lang: "es" });
    expect(entry.lang).toBe("es");
    const english = await drawPrize(db());
    expect(
      (await createEngagement(db(), { email: "en@example.com", phone: "(305) 555-7101", ...english })).lang,
    ).toBe("en");
    await expect(createEngagement(db(), { ...person, ...draw }, { lang: "es" })).rejects.toMatchObject({
      status: 400,
      message: "Este premio ya fue reclamado.",
    });
    const again = await drawPrize(db());
    await expect(createEngagement(db(), { ...person, ...again }, { lang: "es" })).rejects.toMatchObject({
      status: 409,
      message: "Usted ya participó en el juego de premios con este correo electrónico o número de teléfono.",
    });
  });
});
