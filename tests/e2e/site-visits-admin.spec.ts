import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { signIn } from "../support/auth";
import { uniqueLead } from "../support/leads-db";

// The owner's Site Visits tab (docs/decisions/082): the availability form (server-side errors next
// to the fields, without JavaScript too) and the booked visits as a list and as a week.

test("the owner sets the availability and sees a booked visit in the list and the week @both", async ({
  page,
}) => {
  // A visitor books the first free time (over HTTP, as the site-visit page's form posts it).
  const lead = uniqueLead("Owner Sees");
  const created = await page.request.post("/api/contact", {
    data: { ...lead, serviceInterest: "micromarkets" },
  });
  const { thankYou } = (await created.json()) as { thankYou: string };
  const html = await (await page.request.get(thankYou)).text();
  const slot = /name="slot" value="([^"]+)"/.exec(html)![1]!;
  const ref = new URL(thankYou, "http://x").searchParams.get("ref")!;
  const booked = await page.request.post("/site-visit", {
    form: { ref, intent: "book", slot },
    maxRedirects: 0,
  });
  expect(booked.status()).toBe(302);

  await signIn(page, undefined, "/admin/site-visits");
  await expect(page.getByRole("heading", { name: "Booked site visits" })).toBeVisible();
  await expect(page.getByTestId("visit-list").getByRole("link", { name: lead.fullName })).toBeVisible();
  await expect(page.getByLabel("Monday from")).toHaveValue("09:00");
  await expect(page.getByLabel("Monday until")).toHaveValue("17:00");
  await expect(page.getByLabel("Visit length (minutes)")).toHaveValue("45");
  await expect(page.getByLabel("Minimum notice (hours)")).toHaveValue("24");

  // A mistake is answered next to its field, nothing saved.
  await page.getByLabel("Visit length (minutes)").fill("5");
  await page.getByRole("button", { name: "Save availability" }).click();
  await expect(page.getByText("A visit lasts at least 15 minutes.")).toBeVisible();
  await expect(page.getByLabel("Visit length (minutes)")).toHaveAttribute("aria-invalid", "true");

  // An empty "from" time is answered next to it too; each day's Closed box names its day.
  await page.getByLabel("Visit length (minutes)").fill("45");
  await page.getByLabel("Tuesday from").fill("");
  await page.getByRole("button", { name: "Save availability" }).click();
  const tuesdayFrom = page.getByLabel("Tuesday from");
  await expect(tuesdayFrom).toHaveAttribute("aria-invalid", "true");
  await expect(tuesdayFrom).toHaveAccessibleDescription("From: Enter a time (hours and minutes).");
  await expect(page.getByRole("checkbox", { name: "Closed on Sunday", exact: true })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Closed on Tuesday", exact: true })).not.toBeChecked();
  if (test.info().project.name === "js") {
    const results = await new AxeBuilder({ page }).exclude("section[aria-label^='Notifications']").analyze();
    expect(results.violations).toEqual([]);
  }
  await tuesdayFrom.fill("09:00");

  await page.getByLabel("Days off (one per line, YYYY-MM-DD)").fill("2099-12-24");
  await page.getByRole("button", { name: "Save availability" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Availability saved" })).toBeVisible();
  await expect(page.getByLabel("Days off (one per line, YYYY-MM-DD)")).toHaveValue("2099-12-24");

  // The week of the visit shows it on its day.
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date(slot));
  await page.goto(`/admin/site-visits?view=week&week=${day}`);
  await expect(page.getByTestId("visit-week").getByRole("link", { name: lead.fullName })).toBeVisible();
  if (test.info().project.name === "js") {
    const results = await new AxeBuilder({ page }).exclude("section[aria-label^='Notifications']").analyze();
    expect(results.violations).toEqual([]);
  }

  // The lead's View shows the booked visit in New York time, and leads back to its week.
  await page.getByTestId("visit-week").getByRole("link", { name: lead.fullName }).click();
  const visit = page.getByRole("dialog").getByTestId("lead-site-visit");
  const newYork = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat("en-US", { ...options, timeZone: "America/New_York" }).format(new Date(slot));
  const when = `${newYork({ weekday: "long", month: "long", day: "numeric" })}, ${newYork({ hour: "numeric", minute: "2-digit" })} (New York time)`;
  await expect(visit).toContainText(when);
  await expect(visit).toContainText("Booked");
  await expect(visit.getByRole("link", { name: "See it in Site Visits" })).toHaveAttribute(
    "href",
    `/admin/site-visits?view=week&week=${day}`,
  );
  if (test.info().project.name === "js") {
    const results = await new AxeBuilder({ page }).exclude("section[aria-label^='Notifications']").analyze();
    expect(results.violations).toEqual([]);
  }
});
