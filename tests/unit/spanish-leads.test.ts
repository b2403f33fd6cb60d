import { parseWithZod } from "@conform-to/zod/v4";
import { beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "#db/index";
import { toCsv } from "~/lib/csv.server";
import { db } from "~/lib/db.server";
import { localizedPath } from "~/lib/i18n";
import { CONTACT_CSV_COLUMNS, toContactRequestJson } from "~/models/contact-request-export.server";
import { contactApiSchemaFor, requestedLang, splitContactBody } from "~/models/contact-request-input.server";
import { createContactRequest } from "~/models/contact-request-writes.server";
import { getContactRequest } from "~/models/contact-request-list.server";
import { contactRequestSchemaFor, validateContactForm } from "~/models/contact-schema";
import { leadEmail, leadWebhookPayload } from "~/models/lead-notification-messages.server";

/** The lead's language (decision 042): validation per language, the stored column and what the owner reads. */

beforeAll(async () => {
  await migrateToLatest(db());
});

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  return data;
}

describe("the consultation form's rules in both languages", () => {
  it("answers the same mistakes in the page's language", () => {
    const bad = { fullName: "", email: "not-an-email", phone: "12", message: "x".repeat(5001) };
    const en = parseWithZod(form(bad), { schema: contactRequestSchemaFor("en") }).reply().error!;
    const es = parseWithZod(form(bad), { schema: contactRequestSchemaFor("es") }).reply().error!;
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
    expect(en.fullName).toEqual(["Please enter your full name"]);
    expect(es.fullName).toEqual(["Por favor, escriba su nombre completo"]);
    expect(es.email).toEqual(["Por favor, escriba un correo electrónico válido"]);
    expect(es.phone).toEqual(["Por favor, escriba un número de teléfono válido"]);
    expect(es.message).toEqual(["Por favor, use menos de 5,000 caracteres en su mensaje"]);
    expect(validateContactForm(form(bad), "es").reply().error?.fullName).toEqual(es.fullName);
  });

  it("accepts the same valid request in both languages", () => {
    const good = form({
      fullName: "María Pérez",
      email: "maria@example.com",
      serviceInterest: "micromarkets",
    });
    expect(validateContactForm(good, "es").status).toBe("success");
    expect(validateContactForm(good, "en").status).toBe("success");
  });
});

describe("the JSON API's language (English unless lang is posted)", () => {
  it("reads lang only when it is exactly 'es'", () => {
    expect(requestedLang({ lang: "es" })).toBe("es");
    expect(requestedLang({ lang: "ES" })).toBe("en");
    expect(requestedLang({})).toBe("en");
    expect(requestedLang(null)).toBe("en");
  });

  it("refuses a language it does not know, and carries a valid one to the lead", () => {
    const refused = contactApiSchemaFor("en").safeParse({
      fullName: "A",
      email: "a@example.com",
      lang: "fr",
    });
    expect(refused.success).toBe(false);
    const parsed = contactApiSchemaFor("es").parse({ fullName: "A", email: "a@example.com", lang: "es" });
    const split = splitContactBody(parsed);
    expect(split.language).toBe("es");
    expect(split.input).not.toHaveProperty("lang");
    expect(
      splitContactBody(contactApiSchemaFor("en").parse({ fullName: "A", email: "a@example.com" })).language,
    ).toBe("en");
    const messages = contactApiSchemaFor("es").safeParse({ fullName: "", email: "x", lang: "es" });
    expect(messages.success).toBe(false);
    expect(JSON.stringify(messages.error?.issues)).toContain(
      "Por favor, escriba un correo electrónico válido",
    );
  });
});

describe("a Spanish-speaking lead", () => {
  it("is stored with its language and shown as such in the CSV, the e-mail and the webhook", async () => {
    const base = {
      attribution: { sourcePage: "/es/contacto" },
      spam: { spam: false } as const,
      notify: false,
    };
    const es = await createContactRequest(db(), {
      ...base,
      input: { fullName: "Lucía Gómez", email: "lucia@example.com" },
      language: "es",
    });
    const en = await createContactRequest(db(), {
      ...base,
      attribution: { sourcePage: "/contact" },
      input: { fullName: "Ann Lee", email: "ann@example.com" },
    });
    const spanish = (await getContactRequest(db(), es.id))!;
    const english = (await getContactRequest(db(), en.id))!;
    expect(spanish.language).toBe("es");
    expect(english.language).toBe("en");
    expect(toContactRequestJson(spanish).language).toBe("es");

    const csv = toCsv(CONTACT_CSV_COLUMNS, [spanish, english]).trim().split("\r\n");
    const header = csv[0]!.split(",");
    const column = header.indexOf("Language");
    expect(column).toBeGreaterThan(-1);
    expect(csv[1]!.split(",")[column]).toBe("Spanish");
    expect(csv[2]!.split(",")[column]).toBe("English");

    expect(leadEmail(spanish).text).toContain("Language: Spanish (Spanish-speaking lead)");
    expect(leadEmail(english).text).toContain("Language: English");
    expect(leadWebhookPayload(spanish).lead).toMatchObject({ language: "es", languageLabel: "Spanish" });
    expect(leadWebhookPayload(english).lead).toMatchObject({ language: "en", languageLabel: "English" });
  });

  it("a language outside en/es cannot be stored", async () => {
    await expect(
      db()
        .insertInto("contact_requests")
        .values({
          full_name: "X",
          email: "x@example.com",
          created_at: new Date().toISOString(),
          language: "fr" as "en",
        })
        .execute(),
    ).rejects.toThrow(/CHECK/i);
  });
});

describe("links inside a Spanish page", () => {
  it("lead to the Spanish page where there is one and keep the hash", () => {
    expect(localizedPath("/#contact", "es")).toBe("/es#contact");
    expect(localizedPath("/contact", "es")).toBe("/es/contacto");
    expect(localizedPath("/micromarkets", "es")).toBe("/es/micromercados");
    expect(localizedPath("/locations/miami", "es")).toBe("/es/ubicaciones/miami");
    expect(localizedPath("/admin", "es")).toBe("/admin");
    expect(localizedPath("/contact", "en")).toBe("/contact");
  });
});
