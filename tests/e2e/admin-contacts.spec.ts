import { expect, test, type Page } from "@playwright/test";
import { signIn } from "../support/auth";
import { seedLeads, uniqueTag } from "../support/admin-leads";
import { gate } from "../support/gate";
import { leadsDb } from "../support/leads-db";

// Runs on the shared e2e server: every test seeds leads tagged with a unique word and searches for
// it, so it sees only its own rows and never depends on global counts.
const dataDir = () => process.env.E2E_DATA_DIR!;

function seedTagged(tag: string, count: number) {
  const services = ["micromarkets", "smart-machines", "classic-vending", null];
  return seedLeads(
    dataDir(),
    Array.from({ length: count }, (_, i) => ({
      fullName: `${String.fromCharCode(65 + (i % 26))}${tag} Lead${String(i).padStart(2, "0")}`,
      email: `lead${i}.${tag}@example.com`,
      phone: i % 2 ? `(561) 555-${String(1000 + i)}` : null,
      serviceInterest: services[i % 4],
      message: `Looking for snacks near the lobby ${tag}`,
      createdAt: new Date(Date.now() - i * 60_000).toISOString(),
    })),
  );
}

async function search(page: Page, text: string) {
  await page.getByRole("searchbox", { name: "Search contact submissions" }).fill(text);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(text).replace(/%20/g, "\\+")}`));
}

const rows = (page: Page) => page.locator("table tbody tr");
const firstName = (page: Page) => rows(page).first().locator("td").first().locator("p").first();

test.describe("Contact Submissions", () => {
  test("search, page, sort and view a submission @both", async ({ page }) => {
    const tag = uniqueTag();
    const ids = seedTagged(tag, 30);
    await signIn(page);
    await expect(page.getByText("Total Submissions")).toBeVisible();
    await search(page, tag);
    await expect(page.getByText("Showing 1–25 of 30")).toBeVisible();
    await expect(rows(page)).toHaveCount(25);
    // Newest first by default.
    await expect(firstName(page)).toHaveText(`A${tag} Lead00`);

    await page.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText("Showing 26–30 of 30")).toBeVisible();
    await expect(rows(page)).toHaveCount(5);

    // Sorting by name starts again at page 1, A to Z; a second click reverses it.
    await page.getByRole("link", { name: /^Name/ }).click();
    await expect(page).toHaveURL(/sort=name&dir=asc/);
    await expect(page).not.toHaveURL(/page=/);
    await expect(firstName(page)).toHaveText(`A${tag} Lead00`);
    await expect(page.getByRole("columnheader", { name: /Name/ })).toHaveAttribute("aria-sort", "ascending");
    await page.getByRole("link", { name: /^Name/ }).click();
    await expect(page).toHaveURL(/sort=name&dir=desc/);
    await expect(firstName(page)).toHaveText(`Z${tag} Lead25`);

    await page.getByRole("link", { name: /^Service/ }).click();
    await expect(page).toHaveURL(/sort=service&dir=desc/);
    await expect(rows(page).first().getByText("Smart Machines").filter({ visible: true })).toBeVisible();

    // View: every field, Reply via Email and Call Now with +1.
    await page.goto(`/admin?q=${tag}`);
    await page.getByRole("link", { name: `View submission from B${tag} Lead01` }).click();
    await expect(page).toHaveURL(new RegExp(`view=${ids[1]}`));
    const dialog = page.getByRole("dialog", { name: "Contact Submission" });
    await expect(dialog).toBeVisible();
    for (const label of [
      "Full Name",
      "Email",
      "Phone",
      "Created",
      "Service Interest",
      "Business Address",
      "Employee Count",
      "Message",
      "Source Page",
      "Referrer",
      "UTM",
      "Notification",
    ]) {
      await expect(dialog.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(dialog.getByText(`B${tag} Lead01`)).toBeVisible();
    await expect(dialog.getByText("Smart Machines")).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Reply via Email" })).toHaveAttribute(
      "href",
      `mailto:lead1.${tag}@example.com?subject=Your%20consultation%20request%20with%20Gold%20Coast%20Vending`,
    );
    await expect(dialog.getByRole("link", { name: "Call Now" })).toHaveAttribute("href", "tel:+15615551001");
    await dialog.getByRole("link", { name: "Close" }).click();
    await expect(page).not.toHaveURL(/view=/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`q=${tag}`));
  });

  test("a lead link /admin?view=<id> opens its dialog with the lead's origin and notification status @both", async ({
    page,
  }) => {
    const tag = uniqueTag();
    const [id] = seedLeads(dataDir(), [
      {
        fullName: `Rosa ${tag}`,
        email: `rosa.${tag}@example.com`,
        phone: "954-555-0101",
        serviceInterest: "micromarkets",
        businessAddress: "200 Las Olas Blvd, Fort Lauderdale",
        employeeCount: "150",
        message: "Two floors, one breakroom.",
        sourcePage: "/locations/fort-lauderdale",
        referrer: "https://www.google.com/",
        utm: { utm_source: "google", utm_campaign: "spring" },
        notificationStatus: "failed",
        notificationError: "SMTP connection refused",
      },
    ]);
    await signIn(page, undefined, `/admin?view=${id}`);
    const dialog = page.getByRole("dialog", { name: "Contact Submission" });
    await expect(dialog.getByText("200 Las Olas Blvd, Fort Lauderdale")).toBeVisible();
    await expect(dialog.getByText("150", { exact: true })).toBeVisible();
    await expect(dialog.getByText("Two floors, one breakroom.")).toBeVisible();
    await expect(dialog.getByText("/locations/fort-lauderdale")).toBeVisible();
    await expect(dialog.getByText("https://www.google.com/")).toBeVisible();
    await expect(dialog.getByText("spring")).toBeVisible();
    await expect(dialog.getByText("failed", { exact: true })).toBeVisible();
    await expect(dialog.getByText("SMTP connection refused")).toBeVisible();
    // The shared server has no channel configured: "Retry now" says so instead of queueing.
    await dialog.getByRole("button", { name: "Retry now" }).click();
    await expect(page.getByTestId("toast")).toContainText("No e-mail or webhook is configured.");
    await expect(page).toHaveURL(new RegExp(`view=${id}`));
    await expect(dialog.getByRole("link", { name: "Call Now" })).toHaveAttribute("href", "tel:+19545550101");
  });

  test("finds a lead by any spelling of its phone number", async ({ page }) => {
    // A number of this test's own (the shared server holds other specs' leads).
    const [area, exchange, line] = [
      200 + Math.floor(Math.random() * 700),
      200 + Math.floor(Math.random() * 700),
      String(Math.floor(Math.random() * 10_000)).padStart(4, "0"),
    ];
    const tag = uniqueTag();
    seedLeads(dataDir(), [{ fullName: `Phone ${tag}`, phone: `(${area}) ${exchange}-${line}` }]);
    // Read-only: the search's GET form round trip is the first test's.
    await signIn(page, undefined, `/admin?q=${encodeURIComponent(`+1 ${area} ${exchange} ${line}`)}`);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(`Phone ${tag}`);
  });

  test("an empty search says No submissions found with the hint @both", async ({ page }) => {
    // The search form's own round trip is the first test's; here the list's answer to the search URL.
    await signIn(page, undefined, `/admin?q=${uniqueTag("nomatch")}`);
    await expect(page.getByText("No submissions found")).toBeVisible();
    await expect(page.getByText("Try adjusting your search terms")).toBeVisible();
    await expect(page.locator("table")).toHaveCount(0);
  });

  test("spam-flagged leads stay out of the list and show under the spam filter @both", async ({ page }) => {
    const tag = uniqueTag();
    seedLeads(dataDir(), [
      { fullName: `Real ${tag}`, message: tag },
      { fullName: `Spam ${tag}`, message: tag, isSpam: true, spamReason: "honeypot filled" },
    ]);
    await signIn(page, undefined, `/admin?q=${tag}`);
    await expect(rows(page)).toHaveCount(1);
    await expect(firstName(page)).toHaveText(`Real ${tag}`);
    await page.getByRole("link", { name: /^Held as spam \(\d+\)$/ }).click();
    await expect(page).toHaveURL(/spam=1/);
    await search(page, tag);
    await expect(page).toHaveURL(/spam=1/);
    await expect(rows(page)).toHaveCount(1);
    await expect(firstName(page)).toHaveText(`Spam ${tag}`);
  });

  test("a lead held as spam is never invisible: counted, 'Not spam' moves it to the list, 'Delete' asks first @both", async ({
    page,
  }) => {
    const tag = uniqueTag();
    const [keep, drop] = seedLeads(dataDir(), [
      {
        fullName: `Autofill ${tag}`,
        message: tag,
        isSpam: true,
        spamReason: "too-fast",
        notificationStatus: "skipped",
        notificationError: "Not notified: flagged as spam",
      },
      {
        fullName: `Casino ${tag}`,
        message: tag,
        isSpam: true,
        spamReason: "honeypot",
        notificationStatus: "skipped",
      },
    ]);
    await signIn(page);
    const heldLink = page.getByRole("link", { name: /^Held as spam \(\d+\)$/ });
    const heldBefore = Number(/\((\d+)\)/.exec((await heldLink.textContent()) ?? "")?.[1]);
    expect(heldBefore).toBeGreaterThanOrEqual(2);
    await heldLink.click();
    await expect(page.getByRole("heading", { name: "Spam-flagged submissions" })).toBeVisible();
    await search(page, tag);
    await expect(rows(page)).toHaveCount(2);

    // Not spam: a form post, a toast after the redirect, and the lead is in the main list.
    await page.getByRole("button", { name: `Not spam: Autofill ${tag}` }).click();
    await expect(page.getByTestId("toast")).toContainText("Moved to Contact Submissions");
    await expect(page).toHaveURL(/spam=1/);
    await expect(rows(page)).toHaveCount(1);
    await expect(firstName(page)).toHaveText(`Casino ${tag}`);

    // Delete: a confirmation first (its own URL), then the lead is gone.
    await page.getByRole("link", { name: `Delete submission from Casino ${tag}` }).click();
    await expect(page).toHaveURL(new RegExp(`delete=${drop}`));
    const dialog = page.getByRole("dialog", { name: "Delete Submission" });
    await expect(dialog).toContainText(`Casino ${tag}`);
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByTestId("toast")).toContainText("Submission deleted");
    await expect(page).not.toHaveURL(/delete=/);
    await expect(page.getByText("No submissions found")).toBeVisible();

    await page.getByRole("link", { name: "Back to submissions" }).click();
    await search(page, tag);
    await expect(rows(page)).toHaveCount(1);
    await expect(firstName(page)).toHaveText(`Autofill ${tag}`);
    await page.getByRole("link", { name: `View submission from Autofill ${tag}` }).click();
    await expect(page).toHaveURL(new RegExp(`view=${keep}`));
    await expect(
      page.getByRole("dialog", { name: "Contact Submission" }).getByText("skipped", { exact: true }),
    ).toBeVisible();
  });

  test("the actions are for signed-in admins only", async ({ request }) => {
    const [id] = seedLeads(dataDir(), [
      { fullName: `Guarded ${uniqueTag()}`, isSpam: true, spamReason: "honeypot" },
    ]);
    for (const intent of ["not-spam", "delete", "retry-notification"]) {
      const res = await request.post("/admin?index", { form: { intent, id: String(id) }, maxRedirects: 0 });
      expect(res.status()).toBe(302);
      expect(res.headers()["location"]).toMatch(/^\/auth/);
    }
    expect(leadsDb(dataDir()).byId(id!)).toMatchObject({ is_spam: 1 });
  });

  test("Export CSV downloads the current search, spreadsheet-safe", async ({ page }) => {
    const tag = uniqueTag();
    seedLeads(dataDir(), [
      { fullName: `Csv One ${tag}`, message: `=cmd|' /C calc'!A0 ${tag}`, serviceInterest: "micromarkets" },
      { fullName: `Csv Two ${tag}`, message: tag },
    ]);
    seedTagged(uniqueTag(), 2); // other rows the export must leave out
    await signIn(page, undefined, `/admin?q=${tag}`);
    const link = page.getByRole("link", { name: "Export CSV" });
    await expect(link).toHaveAttribute("href", `/admin/contact-requests.csv?q=${tag}`);
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^contact-submissions-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = (await (await download.createReadStream()).toArray()).join("");
    const lines = text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines).toHaveLength(3);
    expect(text).toContain(`Csv One ${tag}`);
    expect(text).toContain("Micromarkets");
    expect(text).toContain(`'=cmd|`);
    // Signed out, the export is guarded like every admin page.
    await page.context().clearCookies();
    const anonymous = await page.request.get(`/admin/contact-requests.csv?q=${tag}`, { maxRedirects: 0 });
    expect(anonymous.status()).toBe(302);
    expect(anonymous.headers()["location"]).toMatch(/^\/auth\?redirectTo=/);
  });

  test("Loading contact submissions... shows while a search is on its way", async ({ page }) => {
    await signIn(page, undefined, `/admin?q=${uniqueTag("before")}`); // a short list to start from
    // The search's data request is held until the loading state has been seen.
    const search = gate();
    await page.route("**/admin.data*", async (route) => {
      await search.passed;
      await route.continue();
    });
    await page.getByRole("searchbox", { name: "Search contact submissions" }).fill(uniqueTag());
    await page.getByRole("button", { name: "Search" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Loading contact submissions..." }),
    ).toBeVisible();
    search.open();
    await expect(page.getByText("No submissions found")).toBeVisible();
    await expect(page.getByText("Loading contact submissions...")).toHaveCount(0);
  });

  test("with JavaScript the list refreshes every 30 seconds while visible", async ({ page }) => {
    const tag = uniqueTag();
    await page.clock.install();
    await signIn(page, undefined, `/admin?q=${tag}`);
    await expect(page.getByText("No submissions found")).toBeVisible();
    seedLeads(dataDir(), [{ fullName: `Fresh ${tag}`, message: tag }]);
    await page.clock.runFor(29_000);
    await expect(page.getByText("No submissions found")).toBeVisible();
    await page.clock.runFor(2_000);
    await expect(firstName(page)).toHaveText(`Fresh ${tag}`);
  });
});
