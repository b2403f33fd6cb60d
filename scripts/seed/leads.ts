import type { DB } from "#db/index";
import { leadDay } from "~/lib/dates";
import { phoneE164 } from "~/lib/phone";
import { slugify } from "~/lib/slug";
import { demoBlogPosts } from "./blog-posts";

/** A handful of realistic demo leads (example.com addresses), added once. */
const demoLeads = [
  {
    full_name: "Maria Delgado",
    email: "maria.delgado@example.com",
    phone: "(305) 555-0131",
    service_interest: "micromarkets",
    message:
      "We have 140 employees on two floors in Brickell and would like a micromarket in the main breakroom.",
    source_page: "/locations/miami",
    days_ago: 0,
  },
  {
    full_name: "James Whitfield",
    email: "jwhitfield@example.com",
    phone: "(561) 555-0178",
    service_interest: "smart-machines",
    message: "Our gym is open 24/7 and members ask for protein drinks late at night.",
    source_page: "/smart-machines",
    days_ago: 2,
  },
  {
    full_name: "Priya Raman",
    email: "priya.raman@example.com",
    phone: null,
    service_interest: "classic-vending",
    message: "Residential building, 220 units. Lobby has space for two machines.",
    source_page: "/locations/fort-lauderdale",
    days_ago: 5,
  },
  {
    full_name: "Carlos Mendez",
    email: "carlos@example.com",
    phone: "(954) 555-0102",
    service_interest: "referral-program",
    message: "I manage three warehouses and can refer our sister company in Doral.",
    source_page: "/",
    days_ago: 12,
  },
  {
    full_name: "Hannah Cole",
    email: "hannah.cole@example.com",
    phone: "(561) 555-0190",
    service_interest: "all-services",
    message: null,
    source_page: "/locations/boca-raton",
    days_ago: 20,
  },
];

/** A lead's created_at and the New York day the Insights totals count it on (migration 0025). */
function leadCreated(at: Date) {
  const created_at = at.toISOString();
  return { created_at, created_day: leadDay(created_at) };
}

export async function seedDemoLeads(db: DB) {
  const existing = await db
    .selectFrom("contact_requests")
    .select("id")
    .where("email", "=", demoLeads[0]!.email)
    .executeTakeFirst();
  if (existing) return 0;
  const now = Date.now();
  for (const { days_ago, ...lead } of demoLeads) {
    await db
      .insertInto("contact_requests")
      .values({
        ...lead,
        phone_e164: phoneE164(lead.phone),
        notification_status: "skipped",
        ...leadCreated(new Date(now - days_ago * 86_400_000 - 3_600_000)),
      })
      .execute();
  }
  return demoLeads.length;
}

// --- The lead pipeline's sample data (docs/decisions/030, 031): about 12 weeks of leads for the Insights tab ----

const SAMPLE_FIRST = [
  "Ana",
  "Marcus",
  "Lucia",
  "Derek",
  "Yolanda",
  "Tom",
  "Rosa",
  "Kevin",
  "Nadia",
  "Omar",
  "Julia",
  "Ray",
];
const SAMPLE_LAST = [
  "Alvarez",
  "Greene",
  "Ortiz",
  "Park",
  "Baptiste",
  "Nguyen",
  "Silva",
  "Foster",
  "Haddad",
  "Reyes",
];
const SAMPLE_SOURCES = [
  "/",
  "/",
  "/micromarkets",
  "/smart-machines",
  "/classic-vending",
  "/locations/miami",
  "/locations/fort-lauderdale",
  "/locations/boca-raton",
  "/locations/hialeah",
  "/locations/coral-springs",
  `/blog/${slugify(demoBlogPosts[0]!.title)}`,
  "/contact",
  "/contact",
];
const SAMPLE_CAMPAIGNS = [null, null, null, "spring-offices", "gyms-24-7", "google-brand", "hotel-lobbies"];
const SAMPLE_SERVICES = [
  "micromarkets",
  "smart-machines",
  "classic-vending",
  "all-services",
  "referral-program",
  null,
];
/** Where a sample lead ended up: the path of statuses it went through after New. */
const SAMPLE_PATHS: string[][] = [
  [],
  [],
  ["contacted"],
  ["contacted"],
  ["contacted", "site_visit"],
  ["contacted", "site_visit", "proposal_sent"],
  ["contacted", "site_visit", "proposal_sent", "won"],
  ["contacted", "proposal_sent", "won"],
  ["contacted", "lost"],
  ["contacted", "site_visit", "proposal_sent", "lost"],
];
const SAMPLE_NOTES: Record<string, string> = {
  contacted: "Called back; they want a walk-through of the breakroom first.",
  site_visit: "Site visit done: space for two machines next to the elevators, outlet on the left wall.",
  proposal_sent: "Proposal e-mailed: combo machine plus a smart cooler, no cost to the host.",
  won: "Signed. Install scheduled with the route driver.",
  lost: "They went with their building's existing vendor.",
};
export const SAMPLE_AUTHOR = "Sample data";

/**
 * About 130 sample leads spread over the last 12 weeks, with statuses reached through recorded
 * status changes, notes, source pages, UTM campaigns and follow-up dates, so the Insights tab and
 * the pipeline show something on a fresh install. Clearly sample data: "(sample)" names and
 * example.com addresses. Added once.
 */
export async function seedPipelineLeads(db: DB, now: Date = new Date()) {
  const marker = "sample.lead.0@example.com";
  const existing = await db
    .selectFrom("contact_requests")
    .select("id")
    .where("email", "=", marker)
    .executeTakeFirst();
  if (existing) return 0;
  let seed = 20261125;
  const random = () => (seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32;
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const count = 130;
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < count; i++) {
      // More leads in recent weeks: a growing pipeline.
      const daysAgo = Math.floor(84 * (1 - Math.sqrt(random())));
      const created = new Date(now.getTime() - daysAgo * 86_400_000 - Math.floor(random() * 10) * 3_600_000);
      const first = pick(SAMPLE_FIRST);
      const last = pick(SAMPLE_LAST);
      const campaign = pick(SAMPLE_CAMPAIGNS);
      // Recent leads have not got far yet.
      const path = daysAgo < 3 ? [] : pick(SAMPLE_PATHS).slice(0, Math.max(1, Math.ceil(daysAgo / 7)));
      const status = path[path.length - 1] ?? "new";
      const followUp =
        status === "won" || status === "lost"
          ? null
          : new Date(now.getTime() + (Math.floor(random() * 9) - 2) * 86_400_000).toISOString().slice(0, 10);
      const lead = await trx
        .insertInto("contact_requests")
        .values({
          full_name: `${first} ${last} (sample)`,
          email: `sample.lead.${i}@example.com`,
          phone: `(305) 555-${String(100 + i).padStart(4, "0")}`,
          phone_e164: `+1305555${String(100 + i).padStart(4, "0")}`,
          service_interest: pick(SAMPLE_SERVICES),
          message: "Sample lead for the demo install.",
          source_page: pick(SAMPLE_SOURCES),
          utm: campaign ? JSON.stringify({ utm_source: "google", utm_campaign: campaign }) : null,
          utm_campaign: campaign,
          notification_status: "skipped",
          notification_error: "Sample data: not notified",
          status,
          lost_reason: status === "lost" ? "Chose another vendor" : null,
          follow_up_on: followUp,
          ...leadCreated(created),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      let at = created.getTime();
      let from = "new";
      for (const step of path) {
        at = Math.min(now.getTime() - 60_000, at + (1 + Math.floor(random() * 5)) * 86_400_000);
        const stamp = new Date(at).toISOString();
        await trx
          .insertInto("lead_status_changes")
          .values({
            lead_id: lead.id,
            from_status: from,
            to_status: step,
            lost_reason: step === "lost" ? "Chose another vendor" : null,
            user_id: null,
            username: SAMPLE_AUTHOR,
            created_at: stamp,
          })
          .execute();
        await trx
          .insertInto("lead_notes")
          .values({
            lead_id: lead.id,
            text: SAMPLE_NOTES[step] ?? "Followed up.",
            author_id: null,
            author_name: SAMPLE_AUTHOR,
            created_at: stamp,
          })
          .execute();
        from = step;
      }
    }
  });
  return count;
}
