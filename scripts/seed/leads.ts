import type { DB } from "#db/index";

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
        notification_status: "skipped",
        created_at: new Date(now - days_ago * 86_400_000 - 3_600_000).toISOString(),
      })
      .execute();
  }
  return demoLeads.length;
}
