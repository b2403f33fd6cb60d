import { randomInt } from "node:crypto";
import { sql } from "kysely";
import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import {
  isValidPhone,
  prizeEntrySchemaFor,
  type PrizeAmount,
  type PrizeEntryInput,
} from "~/models/prize-schema";
import { toolStrings } from "~/content/ui-tools";
import type { Lang } from "~/lib/i18n";
import { nowIso } from "~/lib/db.server";
import type { DB } from "#db/index";
import { daysAgoIso } from "~/lib/dates";
import { likePattern, pageOf, parseListQuery, type ListQuery } from "~/lib/list-query";
import {
  createPrizeToken,
  PrizeTokenError,
  type PrizeTokenProblem,
  verifyPrizeToken,
  type PrizeTokenClaims,
} from "~/models/prize-token.server";
import type { EngagementRow } from "#db/schema";

/**
 * Prize game entries (product §3 "Engagement submission", §4 Prize game). The server draws the prize
 * when the coin drops and signs it into a token; an entry stores the amount the token proves.
 * One entry per person: the same email (emailKey) or the same phone as an E.164 number (phoneE164)
 * is refused, however either was typed.
 */

/**
 * The entry schema of the server (JSON API, /prize action): the browser's rules (schema.ts) plus a
 * phone that is a real number (libphonenumber-js, kept out of the browser bundle), so
 * "561 555 0199 123" is refused with the product's field message rather than stored.
 */
export function prizeEntryServerSchemaFor(lang: Lang) {
  const schema = prizeEntrySchemaFor(lang);
  return schema.extend({
    phone: schema.shape.phone.refine(
      (value) => !isValidPhone(value) || phoneE164(value) !== null,
      toolStrings[lang].prize.messages.phoneInvalid,
    ),
  });
}

export const prizeEntryServerSchema = prizeEntryServerSchemaFor("en");

export const ALREADY_PLAYED_MESSAGE = toolStrings.en.prize.messages.alreadyPlayed;

/** The visitor's words for a refused token, in the page's language. */
const TOKEN_MESSAGE_KEYS = {
  missing: "tokenMissing",
  invalid: "tokenInvalid",
  expired: "tokenExpired",
  used: "tokenUsed",
  mismatch: "tokenMismatch",
} as const satisfies Record<PrizeTokenProblem, string>;

export function prizeTokenMessage(problem: PrizeTokenProblem, lang: Lang) {
  return toolStrings[lang].prize.messages[TOKEN_MESSAGE_KEYS[problem]];
}

/** product §4: 1% chance of 1000, otherwise 100. `roll` returns an integer in [0, 100). */
export function drawPrizeAmount(roll: () => number = () => randomInt(100)): PrizeAmount {
  return roll() === 0 ? 1000 : 100;
}

/**
 * A draw: the amount and its signed, expiring token. The draw is recorded (`prize_draws`, the
 * prize game funnel of the Insights tab; decision record 034).
 */
export async function drawPrize(database: DB) {
  const amount = drawPrizeAmount();
  const { token, claims } = createPrizeToken(amount);
  await database
    .insertInto("prize_draws")
    .values({ token_id: claims.id, prize_amount: amount, created_at: nowIso() })
    .execute();
  return { prizeAmount: amount, token, expiresAt: new Date(claims.exp).toISOString() };
}

export function normalizeEmail(email: string) {
  return email.trim().toLowerCase();
}

/** Digits only; an 11-digit number starting with the US country code 1 loses it (admin search). */
export function normalizePhone(phone: string) {
  const digits = phone.replace(/\D/g, "");
  return digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
}

/**
 * Who an email address reaches: the lower-cased address; at gmail.com / googlemail.com (one mailbox
 * for every spelling) without the dots and "+tag" of the local part, under gmail.com. Other
 * providers may treat dots as significant, so theirs are kept.
 */
export function emailKey(email: string) {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  if (at < 1) return lower;
  const domain = lower.slice(at + 1);
  if (domain !== "gmail.com" && domain !== "googlemail.com") return lower;
  const local = lower.slice(0, at).split("+")[0]!.replace(/\./g, "");
  return local ? `${local}@gmail.com` : lower;
}

/**
 * The phone as an E.164 number ("+15615550199"), or null when it is not a valid number. A national
 * number is read as US; a leading 00 (the international prefix of most countries) is read as "+".
 */
export function phoneE164(phone: string) {
  const parsed = parsePhoneNumberFromString(phone.trim().replace(/^00/, "+"), "US");
  return parsed?.isValid() ? parsed.number : null;
}

type EngagementProblem = PrizeTokenProblem | "phoneInvalid" | "alreadyPlayed";

/** A refused entry; the message is in the language of the page the entry came from. */
export class EngagementError extends Error {
  readonly status: 400 | 409;
  constructor(problem: EngagementProblem, lang: Lang = "en") {
    const messages = toolStrings[lang].prize.messages;
    super(
      problem === "phoneInvalid" || problem === "alreadyPlayed"
        ? messages[problem]
        : prizeTokenMessage(problem, lang),
    );
    this.status = problem === "alreadyPlayed" ? 409 : 400;
    this.name = "EngagementError";
  }
}

/** The claims of a token that is valid, unexpired and not yet redeemed (for the /prize form step). */
export async function openPrizeToken(
  database: DB,
  token: string | null | undefined,
): Promise<PrizeTokenClaims> {
  const claims = verifyPrizeToken(token);
  if (await isTokenRedeemed(database, claims.id)) throw new PrizeTokenError("used");
  return claims;
}

export async function isTokenRedeemed(database: DB, tokenId: string) {
  const row = await database
    .selectFrom("engagement_submissions")
    .select("id")
    .where("token_id", "=", tokenId)
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * Stores an entry. 400 (EngagementError) for a missing, forged, expired or reused token or an
 * amount other than the token's; 409 for an email or phone that already played.
 */
export async function createEngagement(
  database: DB,
  input: PrizeEntryInput,
  meta: { ip?: string | null; now?: Date; lang?: Lang } = {},
): Promise<EngagementRow> {
  const lang = meta.lang ?? "en";
  let claims: PrizeTokenClaims;
  try {
    claims = verifyPrizeToken(input.token, { now: meta.now?.getTime() });
  } catch (error) {
    if (error instanceof PrizeTokenError) throw new EngagementError(error.problem, lang);
    throw error;
  }
  if (claims.amount !== input.prizeAmount) throw new EngagementError("mismatch", lang);

  const email = emailKey(input.email);
  const phone = phoneE164(input.phone);
  if (!phone) throw new EngagementError("phoneInvalid", lang);
  if (await isTokenRedeemed(database, claims.id)) throw new EngagementError("used", lang);
  const existing = await database
    .selectFrom("engagement_submissions")
    .select("id")
    .where((eb) => eb.or([eb("email_key", "=", email), eb("phone_e164", "=", phone)]))
    .executeTakeFirst();
  if (existing) throw new EngagementError("alreadyPlayed", lang);

  try {
    return await database
      .insertInto("engagement_submissions")
      .values({
        email: input.email.trim(),
        email_normalized: normalizeEmail(input.email),
        email_key: email,
        phone: input.phone.trim(),
        phone_normalized: normalizePhone(input.phone),
        phone_e164: phone,
        prize_amount: claims.amount,
        token_id: claims.id,
        ip: meta.ip ?? null,
        lang,
        created_at: nowIso(meta.now),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    // A concurrent request won the race between the checks above and the insert.
    const message = error instanceof Error ? error.message : "";
    if (/UNIQUE constraint failed: engagement_submissions\.token_id/.test(message))
      throw new EngagementError("used", lang);
    if (/UNIQUE constraint failed: engagement_submissions\./.test(message))
      throw new EngagementError("alreadyPlayed", lang);
    throw error;
  }
}

/** The amount a redeemed token won (the /prize result step), or null. */
export async function redeemedAmount(database: DB, tokenId: string): Promise<PrizeAmount | null> {
  const row = await database
    .selectFrom("engagement_submissions")
    .select("prize_amount")
    .where("token_id", "=", tokenId)
    .executeTakeFirst();
  return row ? row.prize_amount : null;
}

// --- Admin: the Prize Entries tab -------------------------------------------------------------

export const ENTRY_SORT_KEYS = ["email", "phone", "amount", "date"] as const;
export type EntrySortKey = (typeof ENTRY_SORT_KEYS)[number];
const SORT_COLUMNS = {
  email: "email_normalized",
  phone: "phone_normalized",
  amount: "prize_amount",
  date: "created_at",
} as const;

/** `?q=&sort=&dir=&page=` of the Prize Entries tab and its CSV export (default: newest first). */
export function parseEntryListQuery(url: URL | URLSearchParams): ListQuery<EntrySortKey> {
  return parseListQuery(url, { sortKeys: ENTRY_SORT_KEYS, defaultSort: "date", defaultDir: "desc" });
}

function filtered(database: DB, q: string) {
  let query = database.selectFrom("engagement_submissions");
  if (q) {
    const like = likePattern(q.toLowerCase());
    const digits = q.replace(/\D/g, "");
    query = query.where((eb) =>
      eb.or([
        sql<boolean>`email_normalized like ${like} escape '\\'`,
        ...(digits.length >= 3 ? [eb("phone_normalized", "like", `%${digits}%`)] : []),
        ...(/^\$?1,?000$/.test(q.trim()) ? [eb("prize_amount", "=", 1000)] : []),
      ]),
    );
  }
  return query;
}

export async function listEngagements(database: DB, query: ListQuery<EntrySortKey>) {
  const base = filtered(database, query.q);
  const [{ total }, items] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
    base
      .selectAll()
      .orderBy(SORT_COLUMNS[query.sort], query.dir)
      .orderBy("id", query.dir)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
  ]);
  return pageOf(items, Number(total), query);
}

/** Every entry matching the list's search, in its order (CSV export). */
export async function exportEngagements(
  database: DB,
  query: Pick<ListQuery<EntrySortKey>, "q" | "sort" | "dir">,
) {
  return filtered(database, query.q)
    .selectAll()
    .orderBy(SORT_COLUMNS[query.sort], query.dir)
    .orderBy("id", query.dir)
    .execute();
}

export async function engagementStats(database: DB, now = new Date()) {
  const row = await database
    .selectFrom("engagement_submissions")
    .select((eb) => [
      eb.fn.countAll<number>().as("total"),
      sql<number>`coalesce(sum(case when prize_amount = 1000 then 1 else 0 end), 0)`.as("winners"),
      sql<number>`coalesce(sum(case when created_at >= ${daysAgoIso(7, now)} then 1 else 0 end), 0)`.as(
        "thisWeek",
      ),
    ])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), winners: Number(row.winners), thisWeek: Number(row.thisWeek) };
}
