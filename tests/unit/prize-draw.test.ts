import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { verifyPrizeToken } from "~/lib/prize-token.server";
import {
  ALREADY_PLAYED_MESSAGE,
  createEngagement,
  drawPrize,
  drawPrizeAmount,
  EngagementError,
  engagementStats,
  listEngagements,
  normalizeEmail,
  normalizePhone,
} from "~/models/engagements.server";
import { isValidPhone, prizeEntrySchema } from "~/components/prize-game/schema";
import { migrateToLatest } from "#db/index";

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

  it("signs every draw into a token that proves its amount", () => {
    const draw = drawPrize();
    expect([100, 1000]).toContain(draw.prizeAmount);
    const claims = verifyPrizeToken(draw.token);
    expect(claims.amount).toBe(draw.prizeAmount);
    expect(new Date(draw.expiresAt).getTime()).toBe(claims.exp);
  });
});

describe("entry rules", () => {
  it("validates email and phone with SPEC's messages", () => {
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
    const first = drawPrize();
    const entry = await createEngagement({ email: "Winner@Example.com", phone: "(561) 555-1000", prizeAmount: first.prizeAmount, token: first.token }, { ip: "1.2.3.4" });
    expect(entry.prize_amount).toBe(first.prizeAmount);
    expect(entry.email_normalized).toBe("winner@example.com");
    expect(entry.phone_normalized).toBe("5615551000");

    // The same token again, even for someone else: replay.
    await expect(createEngagement({ email: "other@example.com", phone: "305 555 2000", prizeAmount: first.prizeAmount, token: first.token })).rejects.toMatchObject({
      status: 400,
      message: "This prize has already been claimed.",
    });

    // An amount the token does not prove.
    const second = drawPrize();
    const other = second.prizeAmount === 100 ? 1000 : 100;
    await expect(createEngagement({ email: "x@example.com", phone: "305 555 3000", prizeAmount: other, token: second.token })).rejects.toMatchObject({ status: 400 });

    // Same person: email in another case, or the phone written another way.
    for (const person of [
      { email: "WINNER@example.COM", phone: "954 555 4000" },
      { email: "new@example.com", phone: "+1 561-555-1000" },
    ]) {
      const draw = drawPrize();
      const error = await createEngagement({ ...person, prizeAmount: draw.prizeAmount, token: draw.token }).catch((e) => e);
      expect(error).toBeInstanceOf(EngagementError);
      expect(error.status).toBe(409);
      expect(error.message).toBe(ALREADY_PLAYED_MESSAGE);
    }
  });

  it("lists, searches and counts entries in the database", async () => {
    const draw = drawPrize();
    await createEngagement({ email: "listme@example.com", phone: "786 555 7777", prizeAmount: draw.prizeAmount, token: draw.token });
    const found = await listEngagements({ q: "LISTME", sort: "date", dir: "desc", page: 1, pageSize: 25 });
    expect(found.items.map((e) => e.email)).toEqual(["listme@example.com"]);
    const byPhone = await listEngagements({ q: "555-7777", sort: "email", dir: "asc", page: 1, pageSize: 25 });
    expect(byPhone.total).toBe(1);
    const stats = await engagementStats();
    expect(stats.total).toBe(2);
    expect(stats.thisWeek).toBe(2);
    expect(stats.winners).toBe((await listEngagements({ q: "", sort: "amount", dir: "desc", page: 1, pageSize: 25 })).items.filter((e) => e.prize_amount === 1000).length);
  });
});
