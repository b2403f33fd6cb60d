/**
 * Dates as the site shows them: one time zone (America/New_York, the business's), en-US.
 * Timestamps are stored as ISO-8601 UTC strings (docs/architecture.md).
 */
export const BUSINESS_TIME_ZONE = "America/New_York";

const dateTimeFormat = new Intl.DateTimeFormat("en-US", {
  dateStyle: "short",
  timeStyle: "short",
  timeZone: BUSINESS_TIME_ZONE,
});
const longDateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: BUSINESS_TIME_ZONE });
/** The Spanish site's long date ("24 de noviembre de 2026"), still in New York time. */
const longDateFormatEs = new Intl.DateTimeFormat("es-US", {
  dateStyle: "long",
  timeZone: BUSINESS_TIME_ZONE,
});
const ymdFormat = new Intl.DateTimeFormat("en-CA", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  timeZone: BUSINESS_TIME_ZONE,
});

function parse(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The business's wall clock, in parts (one formatter for the CSV times, the slots and the offsets). */
const wallClockFormat = new Intl.DateTimeFormat("en-CA", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: BUSINESS_TIME_ZONE,
});

function wallClockParts(date: Date) {
  return Object.fromEntries(wallClockFormat.formatToParts(date).map((p) => [p.type, p.value]));
}

/** The business's wall clock at `date` as "YYYY-MM-DD HH:MM". */
export function businessWallClock(date: Date) {
  const parts = wallClockParts(date);
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** The CSV column label of a time in the business's time zone (as the admin shows times). */
export const CSV_BUSINESS_TIME_LABEL = "Eastern time";

/**
 * A time for a CSV cell, in the business's time zone: "2026-01-02 12:20" (sorts as text and reads
 * as a date in a spreadsheet); "" when missing.
 */
export function csvDateTime(value: string | Date | null | undefined) {
  const date = parse(value);
  if (!date) return "";
  return businessWallClock(date);
}

/** product §2: en-US short date with time ("11/23/26, 9:05 AM"); a missing date shows "Unknown". */
export function formatDateTime(value: string | Date | null | undefined) {
  const date = parse(value);
  return date ? dateTimeFormat.format(date) : "Unknown";
}

/** "November 23, 2026" (blog cards and posts); "Unknown" when missing. */
export function formatLongDate(value: string | Date | null | undefined, lang: "en" | "es" = "en") {
  const date = parse(value);
  if (!date) return lang === "es" ? "Desconocida" : "Unknown";
  return (lang === "es" ? longDateFormatEs : longDateFormat).format(date);
}

/** The calendar day of `date` in the business's time zone, as YYYY-MM-DD. */
export function businessDay(date: Date = new Date()) {
  return ymdFormat.format(date);
}

/**
 * The New York day of a stored time (`created_at`, ISO-8601 UTC) as YYYY-MM-DD, or '' when the
 * value is not a time: the day a lead counts on in the Insights totals (contact_requests.created_day,
 * docs/decisions/077-models-take-the-database-and-lead-days-from-the-app.md). Set wherever created_at is written.
 */
export function leadDay(createdAt: string): string {
  const date = parse(createdAt);
  return date ? businessDay(date) : "";
}

/**
 * The UTC instant at which the business's calendar day containing `now` began, as an ISO string
 * ("today" counters: same calendar day in America/New_York).
 */
export function startOfBusinessDayIso(now: Date = new Date()) {
  const day = businessDay(now);
  // Midnight in New York is 04:00 or 05:00 UTC; find the offset of that day by probing.
  for (const hour of [4, 5, 3, 6]) {
    const candidate = new Date(`${day}T${String(hour).padStart(2, "0")}:00:00.000Z`);
    const local = new Intl.DateTimeFormat("en-US", {
      hour: "2-digit",
      hourCycle: "h23",
      timeZone: BUSINESS_TIME_ZONE,
    }).format(candidate);
    if (local === "00" && businessDay(candidate) === day) return candidate.toISOString();
  }
  return new Date(`${day}T05:00:00.000Z`).toISOString();
}

/** `days` days before `now`, as an ISO string ("this week" = created in the last 7 days). */
export function daysAgoIso(days: number, now: Date = new Date()) {
  return new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();
}

/** A YYYY-MM-DD calendar day moved by `days` days (calendar arithmetic, no time zone involved). */
export function addDays(day: string, days: number) {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The UTC instant (ISO) at which the business's calendar day `day` (YYYY-MM-DD) begins. */
export function businessDayStartIso(day: string) {
  // Noon UTC is 7 or 8 AM in New York: always inside that calendar day.
  return startOfBusinessDayIso(new Date(`${day}T12:00:00.000Z`));
}

/** Monday of the business week containing `day` (YYYY-MM-DD). */
export function mondayOf(day: string) {
  const weekday = new Date(`${day}T00:00:00.000Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** "Nov 23" for a YYYY-MM-DD day (chart labels). */
export function formatShortDay(day: string) {
  return new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00.000Z`),
  );
}

/** The business's wall-clock time at `date`, read as if it were UTC (for offset arithmetic). */
function wallClockAsUtc(date: Date) {
  const parts = wallClockParts(date);
  return Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour) % 24,
    Number(parts.minute),
  );
}

/** The instant when the business's clock shows `time` ("HH:MM") on calendar day `day` (YYYY-MM-DD). */
export function businessTimeOn(day: string, time: string): Date {
  const naive = Date.parse(`${day}T${time}:00.000Z`);
  let utc = naive - (wallClockAsUtc(new Date(naive)) - naive);
  // Near a daylight-saving change the offset at the first guess may differ: correct once.
  utc = naive - (wallClockAsUtc(new Date(utc)) - utc);
  return new Date(utc);
}

/** The next instant after `now` when the business's clock shows `time` ("HH:MM"): the daily jobs' schedule. */
export function nextBusinessTime(time: string, now: Date = new Date()): Date {
  const today = businessDay(now);
  const candidate = businessTimeOn(today, time);
  return candidate.getTime() > now.getTime() ? candidate : businessTimeOn(addDays(today, 1), time);
}
