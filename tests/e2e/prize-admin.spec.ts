import { expect, test } from "@playwright/test";
import { signIn } from "../support/auth";
import { drawViaApi, expectNoAxeViolations, uniquePerson } from "./prize-support";

test.describe("admin Prize Entries tab", () => {
  test("counters, search, each entry's details and CSV export @both", async ({ page, request }) => {
    const person = uniquePerson("admin");
    const draw = await drawViaApi(request);
    const created = await request.post("/api/engagement", {
      data: { ...person, prizeAmount: draw.prizeAmount, token: draw.token },
    });
    expect(created.status()).toBe(201);

    await signIn(page);
    await page.getByRole("link", { name: "Prize Entries" }).click();
    await expect(page).toHaveURL(/\/admin\/prize-entries$/);
    await expect(page.getByRole("heading", { name: "Prize Entries" })).toBeVisible();
    for (const label of ["Total entries", "$1,000 credit winners", "This week"])
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    const total = Number((await page.locator("dd").first().textContent())!.replace(/,/g, ""));
    expect(total).toBeGreaterThanOrEqual(1);

    await page.getByLabel("Search prize entries by email or phone").fill(person.email.toUpperCase());
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/q=/);
    const rows = page.locator("tbody tr");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(person.email);
    await expect(rows.first()).toContainText(person.phone);
    await expect(rows.first()).toContainText(draw.prizeAmount === 1000 ? "$1,000 credit" : "$100 credit");
    await expectNoAxeViolations(page);

    // Sorting is a link over URL parameters.
    await page.getByRole("columnheader", { name: /Prize/ }).getByRole("link").click();
    await expect(page).toHaveURL(/sort=amount/);
    await expect(rows).toHaveCount(1);

    const csv = await page.request.get(`/admin/prize-entries.csv?q=${encodeURIComponent(person.email)}`);
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-type"]).toContain("text/csv");
    expect(csv.headers()["content-disposition"]).toMatch(
      /attachment; filename="prize-entries-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const text = await csv.text();
    expect(text.split("\r\n")[0]).toBe(
      "\uFEFFEmail,Phone,Prize Amount,Date (America/New_York),Created At (UTC),Language",
    );
    expect(text).toContain(`${person.email},${person.phone},${draw.prizeAmount},`);

    // Signed out: the export redirects to sign-in.
    const anonymous = await request.get("/admin/prize-entries.csv", { maxRedirects: 0 });
    expect(anonymous.status()).toBe(302);
  });
});

test("'Make a lead' turns a prize entry into a linked lead, once @both", async ({ page, request }) => {
  const person = uniquePerson("lead");
  const draw = await drawViaApi(request);
  const created = await request.post("/api/engagement", {
    data: { ...person, prizeAmount: draw.prizeAmount, token: draw.token },
  });
  expect(created.status()).toBe(201);

  await signIn(page);
  await page.goto(`/admin/prize-entries?q=${encodeURIComponent(person.email)}`);
  const row = page.locator("tbody tr");
  await expect(row).toHaveCount(1);
  const entryId = await row.locator('input[name="entryId"]').inputValue();
  await row.getByRole("button", { name: `Make a lead from the entry of ${person.email}` }).click();

  // The new lead opens in the Contact Submissions tab, linked to the entry.
  await expect(page).toHaveURL(/\/admin\?view=\d+$/);
  const leadId = Number(new URL(page.url()).searchParams.get("view"));
  await expect(page.getByTestId("toast")).toContainText("Lead created");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(person.email);
  await expect(dialog).toContainText(`Made from prize entry`);
  await expect(dialog).toContainText("New");

  await page.goto(`/admin/prize-entries?q=${encodeURIComponent(person.email)}`);
  await expect(row.getByRole("link", { name: `Lead #${leadId}` })).toHaveAttribute(
    "href",
    `/admin?view=${leadId}`,
  );
  await expect(row.getByRole("button", { name: /Make a lead/ })).toHaveCount(0);

  // A second post for the same entry (a stale page, a double click) opens the same lead.
  const again = await page.request.post("/admin/prize-entries", {
    form: { intent: "make-lead", entryId },
    maxRedirects: 0,
  });
  expect(again.status()).toBe(302);
  expect(again.headers()["location"]).toBe(`/admin?view=${leadId}`);
  const unknown = await page.request.post("/admin/prize-entries", {
    form: { intent: "make-lead", entryId: "999999999" },
    maxRedirects: 0,
  });
  expect(unknown.status()).toBe(302);
  expect(unknown.headers()["location"]).toBe("/admin/prize-entries");
});

test("without JavaScript the floating icon is a link to /prize @nojs", async ({ page }) => {
  await page.goto("/");
  const link = page.getByRole("link", { name: "Win up to $1,000" });
  await expect(link).toHaveAttribute("href", "/prize");
  await expect(link).toBeVisible();
});
