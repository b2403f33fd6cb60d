import { useRouteLoaderData } from "react-router";
import {
  defaultBusinessFacts,
  SOCIAL_NETWORKS,
  WEEKDAYS,
  type BusinessFacts,
  type DayHours,
  type Weekday,
} from "~/content/business";
import type { Lang } from "./i18n";

/**
 * The business facts as pages show them (docs/decisions/047): the root loader carries the live facts (read
 * through the server's cached accessor, app/models/business-facts.server.ts) and every component
 * reads them here, so a save in Settings shows on the next render of every page, in both languages.
 */
export function useBusiness(): BusinessFacts {
  const root = useRouteLoaderData("root") as { business?: BusinessFacts } | undefined;
  return root?.business ?? defaultBusinessFacts;
}

/** "(561) 555-0142" for a US number, the international format otherwise. */
export function phoneDisplay(e164: string): string {
  // A North American number as people write it here, "(561) 555-0142"; any other as stored (E.164).
  // Written by hand: libphonenumber's metadata (about 30 KB gzip) would ride on every public page.
  const nanp = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return nanp ? `(${nanp[1]}) ${nanp[2]}-${nanp[3]}` : e164;
}

/** The social profile URLs that are set, in a stable order (JSON-LD `sameAs`, the footer icons). */
export function socialProfiles(
  facts: BusinessFacts,
): Array<{ network: (typeof SOCIAL_NETWORKS)[number]; url: string }> {
  return SOCIAL_NETWORKS.filter((network) => facts.social[network]).map((network) => ({
    network,
    url: facts.social[network],
  }));
}

const dayNames: Record<Lang, Record<Weekday, string>> = {
  en: { sun: "Sun", mon: "Mon", tue: "Tue", wed: "Wed", thu: "Thu", fri: "Fri", sat: "Sat" },
  es: { sun: "Dom.", mon: "Lun.", tue: "Mar.", wed: "Mié.", thu: "Jue.", fri: "Vie.", sat: "Sáb." },
};

const fullDayNames: Record<Weekday, string> = {
  sun: "Sunday",
  mon: "Monday",
  tue: "Tuesday",
  wed: "Wednesday",
  thu: "Thursday",
  fri: "Friday",
  sat: "Saturday",
};

export function weekdayName(day: Weekday) {
  return fullDayNames[day];
}

const words: Record<Lang, { allDay: string; closed: string; to: string; am: string; pm: string }> = {
  en: { allDay: "24 Hours", closed: "Closed", to: " to ", am: " AM", pm: " PM" },
  es: { allDay: "24 horas", closed: "Cerrado", to: " a ", am: " a. m.", pm: " p. m." },
};

/** "00:00" -> "12 AM", "19:30" -> "7:30 PM" ("12 a. m.", "7:30 p. m." in Spanish). */
export function clockTime(time: string, lang: Lang): string {
  const [h = 0, m = 0] = time.split(":").map(Number);
  const hour = h % 24;
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  const suffix = hour < 12 ? words[lang].am : words[lang].pm;
  return `${twelve}${m ? `:${String(m).padStart(2, "0")}` : ""}${suffix}`;
}

function dayHoursText(day: DayHours, lang: Lang) {
  if (day.closed) return words[lang].closed;
  if (day.open === "00:00" && day.close === "00:00") return words[lang].allDay;
  return `${clockTime(day.open, lang)}–${clockTime(day.close, lang)}`;
}

/**
 * The hours as the footer writes them: consecutive days with the same hours in one line
 * ("Sun to Thu" / "24 Hours"; "Dom. a jue." / "24 horas").
 */
export function hoursLines(hours: readonly DayHours[], lang: Lang): Array<{ days: string; hours: string }> {
  const lines: Array<{ first: Weekday; last: Weekday; hours: string }> = [];
  WEEKDAYS.forEach((day, index) => {
    const text = dayHoursText(hours[index] ?? { closed: true, open: "", close: "" }, lang);
    const previous = lines.at(-1);
    if (previous && previous.hours === text) previous.last = day;
    else lines.push({ first: day, last: day, hours: text });
  });
  const names = dayNames[lang];
  return lines.map((line) => ({
    days:
      line.first === line.last
        ? names[line.first]
        : `${names[line.first]}${words[lang].to}${lang === "es" ? names[line.last].toLowerCase() : names[line.last]}`,
    hours: line.hours,
  }));
}

/** schema.org openingHoursSpecification: one entry per group of days with the same times. */
export function openingHoursSpecification(hours: readonly DayHours[]) {
  const groups = new Map<string, string[]>();
  WEEKDAYS.forEach((day, index) => {
    const h = hours[index];
    if (!h || h.closed) return;
    // schema.org writes "open until midnight" as closes 23:59.
    const key = `${h.open}|${h.close === "00:00" ? "23:59" : h.close}`;
    groups.set(key, [...(groups.get(key) ?? []), `https://schema.org/${fullDayNames[day]}`]);
  });
  return [...groups].map(([key, days]) => {
    const [opens, closes] = key.split("|");
    return { "@type": "OpeningHoursSpecification", dayOfWeek: days, opens, closes };
  });
}

/** The postal address of JSON-LD: the street only when the owner gave one. */
export function postalAddress(facts: BusinessFacts) {
  return {
    "@type": "PostalAddress",
    ...(facts.streetAddress ? { streetAddress: facts.streetAddress } : {}),
    addressLocality: facts.city,
    addressRegion: facts.region,
    ...(facts.postalCode ? { postalCode: facts.postalCode } : {}),
    addressCountry: "US",
  };
}

/** "123 Main St, Boca Raton, FL 33432", or "Boca Raton, FL" without a street. */
export function addressLine(facts: BusinessFacts) {
  const cityLine = `${facts.city}, ${facts.region}${facts.postalCode ? ` ${facts.postalCode}` : ""}`;
  return facts.streetAddress ? `${facts.streetAddress}, ${cityLine}` : cityLine;
}
