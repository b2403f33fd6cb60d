/**
 * Site-visit slots (docs/decisions/082-thank-you-site-visits-instant-reply.md): the owner's weekly
 * availability turned into bookable start times, in the business's time zone (America/New_York).
 * Pure functions, shared by the pages, the admin and the tests. A slot starts on the wall-clock
 * grid of its day (opening time, then every visit length plus buffer); a wall-clock time that does
 * not exist (the hour skipped in March) is no slot, and a slot's real length is always the visit
 * length, also across the November change.
 */
import { z } from "~/lib/zod";
import { addDays, BUSINESS_TIME_ZONE, businessDay, businessTimeOn, businessWallClock } from "~/lib/dates";

export interface VisitDayHours {
  closed: boolean;
  /** "HH:MM", 24-hour, business time. */
  open: string;
  close: string;
}

export interface VisitSettings {
  /** Seven days, Sunday first. */
  weekly: VisitDayHours[];
  lengthMinutes: number;
  bufferMinutes: number;
  noticeHours: number;
  /** Days with no visits (YYYY-MM-DD, business time). */
  daysOff: string[];
}

const weekday: VisitDayHours = { closed: false, open: "09:00", close: "17:00" };
const closed: VisitDayHours = { closed: true, open: "09:00", close: "17:00" };

/** Weekdays 9:00-17:00, 45-minute visits with 15 minutes between them, 24 hours' notice. */
export const DEFAULT_VISIT_SETTINGS: VisitSettings = {
  weekly: [closed, weekday, weekday, weekday, weekday, weekday, closed],
  lengthMinutes: 45,
  bufferMinutes: 15,
  noticeHours: 24,
  daysOff: [],
};

/** How far ahead a visitor may book. */
export const BOOKING_HORIZON_DAYS = 14;

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Enter a time (hours and minutes).");
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Enter days off as YYYY-MM-DD.");

export const visitSettingsSchema = z
  .object({
    weekly: z
      .array(z.object({ closed: z.boolean(), open: time, close: time }))
      .length(7, "Give the availability of all seven days."),
    lengthMinutes: z.coerce
      .number({ error: "Enter the visit length in minutes." })
      .int("Enter whole minutes.")
      .min(15, "A visit lasts at least 15 minutes.")
      .max(240, "A visit lasts at most 4 hours."),
    bufferMinutes: z.coerce
      .number({ error: "Enter the buffer in minutes." })
      .int("Enter whole minutes.")
      .min(0, "The buffer cannot be negative.")
      .max(240, "Keep the buffer under 4 hours."),
    noticeHours: z.coerce
      .number({ error: "Enter the minimum notice in hours." })
      .int("Enter whole hours.")
      .min(0, "The notice cannot be negative.")
      .max(336, "Keep the notice under two weeks."),
    daysOff: z.array(day).max(200, "Keep the list under 200 days."),
  })
  .superRefine((value, ctx) => {
    value.weekly.forEach((d, i) => {
      if (!d.closed && d.close <= d.open)
        ctx.addIssue({ code: "custom", path: ["weekly", i, "close"], message: "Close after opening." });
    });
  });

export function parseVisitSettings(raw: string | null | undefined): VisitSettings {
  if (!raw) return DEFAULT_VISIT_SETTINGS;
  try {
    const parsed = visitSettingsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : DEFAULT_VISIT_SETTINGS;
  } catch {
    return DEFAULT_VISIT_SETTINGS;
  }
}

export interface Slot {
  /** Business day, YYYY-MM-DD. */
  day: string;
  /** ISO-8601 UTC instants. */
  startsAt: string;
  endsAt: string;
  /** Wall-clock start, "HH:MM" business time. */
  wallTime: string;
}

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const toHhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** The business's wall clock at `date` as "YYYY-MM-DD HH:MM" (app/lib/dates.ts). */
export const wallClock = businessWallClock;

/** Every slot of one business day, ignoring notice and bookings. */
export function daySlots(settings: VisitSettings, day: string): Slot[] {
  if (settings.daysOff.includes(day)) return [];
  const hours = settings.weekly[new Date(`${day}T00:00:00.000Z`).getUTCDay()];
  if (!hours || hours.closed) return [];
  const slots: Slot[] = [];
  const step = settings.lengthMinutes + settings.bufferMinutes;
  const close = toMinutes(hours.close);
  for (let m = toMinutes(hours.open); m + settings.lengthMinutes <= close; m += step) {
    const wallTime = toHhmm(m);
    const start = businessTimeOn(day, wallTime);
    // The hour skipped in March: the clock never shows this time that day.
    if (wallClock(start) !== `${day} ${wallTime}`) continue;
    const end = new Date(start.getTime() + settings.lengthMinutes * 60_000);
    slots.push({ day, startsAt: start.toISOString(), endsAt: end.toISOString(), wallTime });
  }
  return slots;
}

/** The slots a visitor may book from `now`: after the minimum notice, within the horizon, not taken. */
export function freeSlots(
  settings: VisitSettings,
  taken: ReadonlySet<string>,
  now: Date = new Date(),
  horizonDays = BOOKING_HORIZON_DAYS,
): Slot[] {
  const earliest = now.getTime() + settings.noticeHours * 3_600_000;
  const today = businessDay(now);
  const out: Slot[] = [];
  for (let i = 0; i <= horizonDays; i++) {
    for (const slot of daySlots(settings, addDays(today, i))) {
      if (Date.parse(slot.startsAt) >= earliest && !taken.has(slot.startsAt)) out.push(slot);
    }
  }
  return out;
}

/** Slots grouped by day, in order (the radio groups of the booking form). */
export function slotsByDay(slots: Slot[]): Array<{ day: string; slots: Slot[] }> {
  const groups: Array<{ day: string; slots: Slot[] }> = [];
  for (const slot of slots) {
    const last = groups.at(-1);
    if (last?.day === slot.day) last.slots.push(slot);
    else groups.push({ day: slot.day, slots: [slot] });
  }
  return groups;
}

const locales = { en: "en-US", es: "es-US" } as const;

/** "Tuesday, December 1" in the page's language, business time. */
export function formatVisitDay(day: string, lang: "en" | "es") {
  return new Intl.DateTimeFormat(locales[lang], {
    weekday: "long",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${day}T12:00:00.000Z`));
}

/** "10:00 AM" in the page's language, business time. */
export function formatVisitTime(iso: string, lang: "en" | "es") {
  return new Intl.DateTimeFormat(locales[lang], {
    hour: "numeric",
    minute: "2-digit",
    timeZone: BUSINESS_TIME_ZONE,
  }).format(new Date(iso));
}

/** "Tuesday, December 1, 10:00 AM (New York time)". */
export function formatVisit(iso: string, lang: "en" | "es") {
  const dayText = formatVisitDay(businessDay(new Date(iso)), lang);
  return `${dayText}, ${formatVisitTime(iso, lang)} (${lang === "es" ? "hora de Nueva York" : "New York time"})`;
}
