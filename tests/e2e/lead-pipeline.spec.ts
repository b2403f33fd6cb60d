import { expect, test, type Page } from "@playwright/test";
import { TEST_ADMIN } from "../support/app-server";
import { seedLeads, uniqueTag } from "../support/admin-leads";
import { useOwnServer } from "../support/own-server";
import { signInOn } from "../support/auth";

// Its own server (a fresh data folder): the counters and the Insights figures are exact.
const ownServer = useOwnServer();

/** Today in New York (the follow-up counter's "today"). */
const todayInNewYork = () =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/New_York",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date());

async function signIn(page: Page) {
  await signInOn(page, ownServer().url, "/admin");
}

const stat = (page: Page, label: string) =>
  page
    .locator("dl > div")
    .filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) })
    .locator("dd");

test("move a lead from New to Won with notes, see it in the counters and the chart, export it @both", async ({
  page,
}) => {
  const tag = uniqueTag();
  const [id] = seedLeads(ownServer().dataDir, [
    {
      fullName: `Rosa ${tag}`,
      email: `rosa.${tag}@example.com`,
      serviceInterest: "micromarkets",
      sourcePage: "/locations/miami",
    },
  ]);
  await signIn(page);
  await expect(stat(page, "New \\(not yet contacted\\)")).toHaveText("1");
  await expect(stat(page, "Follow-ups due today")).toHaveText("0");
  await expect(page.locator("tbody tr").first()).toContainText("New");

  // Contacted, with a note and a follow-up today.
  await page.getByRole("link", { name: `View submission from Rosa ${tag}` }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Status", { exact: true }).selectOption("contacted");
  await dialog.getByLabel("Next follow-up").fill(todayInNewYork());
  await dialog.getByLabel("Add a note (optional)").fill("Called; site visit next week");
  await dialog.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByTestId("toast")).toContainText("Lead updated");
  await expect(page).toHaveURL(new RegExp(`view=${id}`));
  await expect(
    dialog.getByRole("paragraph").filter({ hasText: "Called; site visit next week" }),
  ).toBeVisible();
  await expect(dialog.getByRole("listitem").filter({ hasText: "New → Contacted" })).toContainText(
    TEST_ADMIN.username,
  );

  // A refused change keeps what was typed and says why (400).
  await dialog.getByLabel("Lost reason (only with Lost, optional)").fill("Too far");
  await dialog.getByRole("button", { name: "Save", exact: true }).click();
  await expect(dialog.getByText("A lost reason goes with the status Lost.")).toBeVisible();
  await expect(dialog.getByLabel("Lost reason (only with Lost, optional)")).toHaveValue("Too far");
  await dialog.getByLabel("Lost reason (only with Lost, optional)").fill("");

  // The CSV export of the Contacted leads carries the status, the last note and the follow-up date.
  const contactedCsv = await (
    await page.request.get(`${ownServer().url}/admin/contact-requests.csv?status=contacted`)
  ).text();
  expect(contactedCsv).toContain("Status");
  expect(contactedCsv).toMatch(new RegExp(`Rosa ${tag}.*Contacted`));
  expect(contactedCsv).toContain("Called; site visit next week");
  expect(contactedCsv).toContain(todayInNewYork());

  // Edit the note: the earlier text stays as history.
  await dialog.getByText("Edit note").click();
  await dialog
    .getByLabel("New text (the earlier text stays in the history)")
    .fill("Called; site visit on Tuesday");
  await dialog.getByRole("button", { name: "Save new version" }).click();
  await expect(page.getByTestId("toast")).toContainText("Note saved");
  await expect(
    dialog.getByRole("paragraph").filter({ hasText: "Called; site visit on Tuesday" }),
  ).toBeVisible();
  await dialog.getByText("Earlier versions (1)").click();
  await expect(
    dialog.getByRole("paragraph").filter({ hasText: "Called; site visit next week" }),
  ).toBeVisible();

  // Won, with a note.
  await dialog.getByLabel("Status", { exact: true }).selectOption("won");
  await dialog.getByLabel("Add a note (optional)").fill("Signed: micromarket in the breakroom");
  await dialog.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByTestId("toast")).toContainText("Lead updated");
  await expect(dialog.getByRole("listitem").filter({ hasText: "Contacted → Won" })).toBeVisible();

  // The counters and the status filter.
  await dialog.getByRole("link", { name: "Close" }).click();
  await expect(stat(page, "New \\(not yet contacted\\)")).toHaveText("0");
  await expect(stat(page, "Follow-ups due today")).toHaveText("0");
  await page.getByRole("navigation", { name: "Filter by status" }).getByRole("link", { name: "Won" }).click();
  await expect(page).toHaveURL(/status=won/);
  await expect(page.locator("tbody tr")).toHaveCount(1);
  await expect(page.locator("tbody tr").first()).toContainText(`Rosa ${tag}`);

  // Insights: the won lead is counted and charted.
  await page.getByRole("link", { name: "Insights" }).click();
  await expect(page.getByRole("heading", { name: "Insights", level: 2 })).toBeVisible();
  await expect(stat(page, "Leads in period")).toHaveText("1");
  await expect(stat(page, "Won")).toHaveText("1");
  // Charted twice: in the status chart and at the end of the funnel from visit to won (each
  // chart is an image named by its title and described by every figure, docs/decisions/086).
  const chart = (name: RegExp) => page.getByRole("img", { name });
  await expect(chart(/^Leads by status/)).toHaveAccessibleDescription(/(^| )Won: 1\./);
  await expect(chart(/^From visit to won/)).toHaveAccessibleDescription(/ Won: 1\.$/);
  await expect(chart(/^Leads by source page/)).toHaveAccessibleDescription(/(^| )Miami city page: 1\./);
  await expect(chart(/^Leads per week/)).toHaveAccessibleDescription(/\(Micromarkets 1\)/);

  // The export of the period's won leads: the same one lead, Won, with its last note.
  const wonCsv = await (
    await page.request.get(
      `${ownServer().url}/admin/contact-requests.csv?status=won&from=2000-01-01&to=2099-12-31`,
    )
  ).text();
  const lines = wonCsv.trim().split(/\r?\n/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain("Won");
  expect(lines[1]).toContain("Signed: micromarket in the breakroom");
});

test("the lead API: PATCH and notes with honest statuses", async ({ page, playwright }) => {
  const [id] = seedLeads(ownServer().dataDir, [{ fullName: `Api ${uniqueTag()}` }]);
  const anonymous = await playwright.request.newContext({ baseURL: ownServer().url });
  expect((await anonymous.patch(`/api/contact-requests/${id}`, { data: { status: "won" } })).status()).toBe(
    401,
  );
  expect((await anonymous.post(`/api/contact-requests/${id}/notes`, { data: { text: "x" } })).status()).toBe(
    401,
  );
  await anonymous.dispose();

  await signIn(page);
  const api = page.request;
  const base = ownServer().url;
  const bad = await api.patch(`${base}/api/contact-requests/${id}`, {
    data: { status: "done", followUpOn: "2026-02-30" },
  });
  expect(bad.status()).toBe(400);
  const badBody = await bad.json();
  expect(Object.keys(badBody.fieldErrors).sort()).toEqual(["followUpOn", "status"]);
  expect(
    (await api.patch(`${base}/api/contact-requests/99999999`, { data: { status: "won" } })).status(),
  ).toBe(404);
  expect(
    (await api.post(`${base}/api/contact-requests/99999999/notes`, { data: { text: "x" } })).status(),
  ).toBe(404);
  const emptyNote = await api.post(`${base}/api/contact-requests/${id}/notes`, { data: { text: " " } });
  expect(emptyNote.status()).toBe(400);
  expect((await emptyNote.json()).fieldErrors).toHaveProperty("text");

  const lost = await api.patch(`${base}/api/contact-requests/${id}`, {
    data: { status: "lost", lostReason: "Budget" },
  });
  expect(lost.status()).toBe(200);
  expect(await lost.json()).toMatchObject({ id, status: "lost", lostReason: "Budget", followUpOn: null });
  const note = await api.post(`${base}/api/contact-requests/${id}/notes`, {
    data: { text: "Maybe next year" },
  });
  expect(note.status()).toBe(201);
  expect(await note.json()).toMatchObject({
    leadId: id,
    text: "Maybe next year",
    author: TEST_ADMIN.username,
  });
});
