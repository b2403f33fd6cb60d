import { afterEach, describe, expect, it } from "vitest";
import { defaultBusinessFacts } from "~/content/business";
import { hoursLines, phoneDisplay, postalAddress } from "~/lib/business-facts";
import { ALL_PAGES, onPublicPagesChanged } from "~/lib/page-cache-events.server";
import { businessFactsFormSchema, businessFactsFormValues, sampleFacts } from "~/models/business-facts";
import { businessFacts, businessFactsSaved, saveBusinessFacts } from "~/models/business-facts.server";
import { localBusinessJsonLd } from "~/lib/structured-data.server";
import { createTestDatabase } from "../support/test-db";

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** The form as the browser posts it: flat names, as Conform reads them. */
function formData(overrides: Record<string, string | null> = {}) {
  const values = businessFactsFormValues(defaultBusinessFacts);
  const entries: Record<string, string | null> = {
    name: values.name,
    phone: values.phone,
    email: values.email,
    streetAddress: "",
    city: values.city,
    region: values.region,
    postalCode: "",
    serviceAreaEn: values.serviceAreaEn,
    serviceAreaEs: values.serviceAreaEs,
    linkedin: values.linkedin,
    facebook: values.facebook,
    instagram: values.instagram,
    referralAmount: values.referralAmount,
    leadRecipients: "",
  };
  values.hours.forEach((day, i) => {
    entries[`hours[${i}].open`] = day.open;
    entries[`hours[${i}].close`] = day.close;
    if (day.closed) entries[`hours[${i}].closed`] = "on";
  });
  Object.assign(entries, overrides);
  const form = new FormData();
  for (const [key, value] of Object.entries(entries)) if (value !== null) form.set(key, value);
  return form;
}

async function parse(form: FormData) {
  const { parseWithZod } = await import("@conform-to/zod/v4");
  return parseWithZod(form, { schema: businessFactsFormSchema });
}

describe("business facts: defaults", () => {
  it("a fresh install writes the hours exactly as the site did before Settings", () => {
    expect(hoursLines(defaultBusinessFacts.hours, "en")).toEqual([
      { days: "Sun to Thu", hours: "24 Hours" },
      { days: "Fri", hours: "12 AM–7 PM" },
      { days: "Sat", hours: "9 PM–12 AM" },
    ]);
    expect(hoursLines(defaultBusinessFacts.hours, "es")).toEqual([
      { days: "Dom. a jue.", hours: "24 horas" },
      { days: "Vie.", hours: "12 a. m.–7 p. m." },
      { days: "Sáb.", hours: "9 p. m.–12 a. m." },
    ]);
    expect(phoneDisplay(defaultBusinessFacts.phone)).toBe("(561) 555-0142");
    expect(phoneDisplay("+13055550101")).toBe("(305) 555-0101");
    expect(phoneDisplay("+442071838750")).toBe("+442071838750");
  });

  it("marks the shipped phone, e-mail, empty address and network home pages as samples", () => {
    expect(sampleFacts(defaultBusinessFacts)).toEqual(["phone", "email", "streetAddress", "social"]);
    expect(
      sampleFacts({
        ...defaultBusinessFacts,
        phone: "+13055550199",
        email: "owner@example.com",
        streetAddress: "1 Main St",
        social: { linkedin: "", facebook: "https://www.facebook.com/goldcoast", instagram: "" },
      }),
    ).toEqual([]);
  });

  it("marks the hours as a sample until the facts are saved once", () => {
    expect(sampleFacts(defaultBusinessFacts, false)).toEqual([
      "phone",
      "email",
      "streetAddress",
      "social",
      "hours",
    ]);
    expect(sampleFacts(defaultBusinessFacts, true)).not.toContain("hours");
  });

  it("JSON-LD: opening hours grouped by times, midnight as 23:59, the street only when given", () => {
    const ld = localBusinessJsonLd("https://example.com", defaultBusinessFacts);
    expect(ld.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday"].map(
          (d) => `https://schema.org/${d}`,
        ),
        opens: "00:00",
        closes: "23:59",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["https://schema.org/Friday"],
        opens: "00:00",
        closes: "19:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["https://schema.org/Saturday"],
        opens: "21:00",
        closes: "23:59",
      },
    ]);
    expect(ld.telephone).toBe("+15615550142");
    expect(ld.address).not.toHaveProperty("streetAddress");
    expect(
      postalAddress({ ...defaultBusinessFacts, streetAddress: "1 Main St", postalCode: "33432" }),
    ).toMatchObject({
      streetAddress: "1 Main St",
      postalCode: "33432",
    });
  });
});

describe("business facts: the Settings schema (form and server)", () => {
  it("accepts today's values and stores the phone as E.164", async () => {
    const result = await parse(formData({ phone: "561.555.0199" }));
    expect(result.status).toBe("success");
    if (result.status !== "success") return;
    expect(result.value.phone).toBe("+15615550199");
    expect(result.value.hours).toEqual(defaultBusinessFacts.hours);
    expect(result.value.serviceArea).toEqual(defaultBusinessFacts.serviceArea);
  });

  it("puts each error on its field", async () => {
    const result = await parse(
      formData({
        phone: "12345",
        email: "not an e-mail",
        linkedin: "https://example.com/me",
        facebook: "javascript:alert(1)",
        referralAmount: "two thousand",
        region: "Florida",
        postalCode: "3343",
        "hours[1].open": "17:00",
        "hours[1].close": "09:00",
        "hours[2].open": null,
        leadRecipients: "a@example.com, nope",
      }),
    );
    expect(result.status).toBe("error");
    const errors = result.reply().error ?? {};
    expect(Object.keys(errors).sort()).toEqual(
      [
        "email",
        "facebook",
        "hours[1].close",
        "hours[2].open",
        "leadRecipients",
        "linkedin",
        "phone",
        "postalCode",
        "referralAmount",
        "region",
      ].sort(),
    );
    expect(errors.phone?.[0]).toMatch(/valid phone number/);
    expect(errors["hours[1].close"]?.[0]).toMatch(/after opening/);
  });

  it("a closed day needs no times; empty social fields hide the icon; recipients split on commas", async () => {
    const result = await parse(
      formData({
        "hours[0].closed": "on",
        "hours[0].open": null,
        "hours[0].close": null,
        linkedin: null,
        leadRecipients: "a@example.com, b@example.com",
      }),
    );
    expect(result.status).toBe("success");
    if (result.status !== "success") return;
    expect(result.value.hours[0]).toEqual({ closed: true, open: "", close: "" });
    expect(result.value.social.linkedin).toBe("");
    expect(result.value.leadRecipients).toEqual(["a@example.com", "b@example.com"]);
    expect(hoursLines(result.value.hours, "en")[0]).toEqual({ days: "Sun", hours: "Closed" });
  });
});

describe("business facts: the cached accessor", () => {
  it("reads once, is refreshed by a save, and a save drops every cached page", async () => {
    const t = await createTestDatabase();
    cleanups.push(t.cleanup);
    const events: unknown[] = [];
    cleanups.push(onPublicPagesChanged((paths) => events.push(paths)));

    expect(await businessFacts(t.db)).toEqual(defaultBusinessFacts);
    expect(await businessFactsSaved(t.db)).toBeNull();

    // A write behind the accessor's back is not seen: pages do not query per render.
    await t.db
      .insertInto("business_facts")
      .values({ id: 1, data: JSON.stringify({ ...defaultBusinessFacts, name: "Sneaky" }), updated_at: "x" })
      .execute();
    expect((await businessFacts(t.db)).name).toBe(defaultBusinessFacts.name);

    await saveBusinessFacts(t.db, { ...defaultBusinessFacts, phone: "+13055550123" }, "owner");
    expect((await businessFacts(t.db)).phone).toBe("+13055550123");
    expect(events).toEqual([ALL_PAGES]);
    expect((await businessFactsSaved(t.db))?.by).toBe("owner");
    const row = await t.db.selectFrom("business_facts").select("data").executeTakeFirstOrThrow();
    expect(JSON.parse(row.data).phone).toBe("+13055550123");
  });
});
