import { expect, test } from "@playwright/test";
import { leadsDb, uniqueLead } from "../support/leads-db";

// "Book Your Free Installation" on a finished mockup leads to the consultation form with the
// visualization referenced; the stored lead carries it, so the owner sees which mockup it is about.
test("a consultation request sent from a visualization references it @both", async ({ page, request }) => {
  const created = await request.post("/api/visualization", {
    multipart: {
      machines: JSON.stringify([{ category: "smart", type: "double-led", quantity: 1 }]),
      websiteUrl: "https://lead-test.invalid",
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await page.goto(`/contact?visualization=${id}#contact-form`);
  const form = page.locator("#contact-form");
  await expect(form.getByText("Your space visualization is attached to this request")).toBeVisible();
  const lead = uniqueLead("Mockup");
  await form.getByLabel("Full Name").fill(lead.fullName);
  await form.getByLabel("Email").fill(lead.email);
  await form.getByRole("button", { name: "Get Your Free Consultation" }).click();
  // The wizard's lead path ends on the lead's thank-you page too (docs/decisions/082).
  await expect(page).toHaveURL(/\/thank-you\?ref=/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Thank you! We have your request." }),
  ).toBeVisible();

  await expect.poll(() => leadsDb().byEmail(lead.email).length).toBe(1);
  const stored = leadsDb().byEmail(lead.email)[0] as unknown as { visualization_id: string | null };
  expect(stored.visualization_id).toBe(id);
});
