/**
 * Contact requests (consultation leads), SPEC §3. One module for the entity: the leads issue owns
 * the "Creating" block (the zod schema shared by the form action and POST /api/contact, spam
 * checks, notification status), the admin issue owns the "Reading" block (counters, search, sort,
 * paging, CSV).
 */

/** SPEC §3: the five allowed values of serviceInterest, with the labels people read. */
export const SERVICE_INTERESTS = [
  { value: "micromarkets", label: "Micromarkets" },
  { value: "smart-machines", label: "Smart Machines" },
  { value: "classic-vending", label: "Classic Vending" },
  { value: "referral-program", label: "Referral Program" },
  { value: "all-services", label: "All Services" },
] as const;

export type ServiceInterest = (typeof SERVICE_INTERESTS)[number]["value"];

export function serviceInterestLabel(value: string | null | undefined) {
  return SERVICE_INTERESTS.find((s) => s.value === value)?.label ?? (value || "Not specified");
}

// --- Creating (leads issue) ------------------------------------------------------------------
// (end of creating)

// --- Reading (admin issue) -------------------------------------------------------------------
// (end of reading)
