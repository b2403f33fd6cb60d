import type { Lang } from "~/lib/i18n";
import { PRIZE_PLAYED_KEY, type PrizeAmount } from "~/models/prize";
import type { PrizeEntryInput } from "~/models/prize-schema";

/** The server's draw: the prize and its signed token, posted back with the entry. */
export interface Draw {
  prizeAmount: PrizeAmount;
  token: string;
}

/** `?lang=es` on a Spanish page; English (the default) adds nothing. */
function langQuery(lang: Lang) {
  return lang === "en" ? "" : `?lang=${lang}`;
}

export function setPlayedFlag() {
  try {
    window.localStorage.setItem(PRIZE_PLAYED_KEY, "1");
  } catch {
    // Private mode without storage: the server's one-entry rule still holds.
  }
}

/** product §7/§8: the server's `message` field, else the default text; and its field errors, if any. */
export async function errorOf(
  response: Response,
  fallback: string,
): Promise<{ message: string; fieldErrors?: Record<string, string[]> }> {
  try {
    const body = (await response.json()) as { message?: unknown; fieldErrors?: Record<string, string[]> };
    const fieldErrors =
      body?.fieldErrors && typeof body.fieldErrors === "object" ? body.fieldErrors : undefined;
    if (typeof body?.message === "string" && body.message) return { message: body.message, fieldErrors };
  } catch {
    // Not JSON: fall through to the default.
  }
  return { message: fallback };
}

async function messageOf(response: Response, fallback: string) {
  return (await errorOf(response, fallback)).message;
}

/** A draw the server refused, with the message to show (a network failure is not one). */
export class DrawRefusedError extends Error {}

/**
 * POST /api/engagement/draw?lang=; a refusal throws a DrawRefusedError carrying the server's
 * message (in the page's language; `fallback` when the answer has none).
 */
export async function requestDraw(lang: Lang, fallback: string): Promise<Draw> {
  const response = await fetch(`/api/engagement/draw${langQuery(lang)}`, {
    method: "POST",
    credentials: "same-origin",
    headers: { Accept: "application/json" },
  });
  if (!response.ok) throw new DrawRefusedError(await messageOf(response, fallback));
  return (await response.json()) as Draw;
}

/**
 * POST /api/engagement?lang=: the product's payload plus the draw's token; `lang` is the page's
 * language (the messages' language, stored with the entry).
 */
export function postEntry(
  draw: Draw,
  { email, phone }: Pick<PrizeEntryInput, "email" | "phone">,
  lang: Lang,
) {
  return fetch(`/api/engagement${langQuery(lang)}`, {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify({ email, phone, prizeAmount: draw.prizeAmount, token: draw.token }),
  });
}
