import { expect, test, type Page } from "@playwright/test";
import { seedLeads, uniqueTag } from "../support/admin-leads";
import { createPostViaApi } from "./blog-fixtures";
import { addAdminSession } from "../support/auth";

/**
 * The admin on a phone (docs/decisions/080-phone-admin-and-honest-content.md): every admin page,
 * and the dialogs an owner opens most, at 360 and 390 px: the document is exactly as wide as the
 * screen (nothing scrolls sideways) and an open dialog sits inside it. One page load per page,
 * checked at each width by resizing the loaded page (the media queries of the new width apply as a
 * load at that width would), on the shared server; the lists' content is whatever the server holds plus a lead and a
 * post with long words of this spec's own.
 */
const WIDTHS = [360, 390] as const;

/** What sticks out past the right edge, for the failure message. */
async function widthReport(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const wide = [...document.querySelectorAll("body *")]
      .filter((el) => el.getBoundingClientRect().right > width + 0.5)
      .slice(0, 5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} → ${Math.round(el.getBoundingClientRect().right)}px`,
      );
    return { width, documentWidth: document.documentElement.scrollWidth, wide };
  });
}

test("every admin page fits a 360 and a 390 px phone without sideways scrolling", async ({ page }) => {
  test.slow(); // eighteen page loads, two widths each
  const tag = uniqueTag();
  const [leadId] = seedLeads(process.env.E2E_DATA_DIR!, [
    {
      fullName: `Maximiliana Alexandra Fernández-Castellanos ${tag}`,
      email: `facilities.management.department.${tag}@a-very-long-company-name-example.com`,
      phone: "(305) 555-0199",
      serviceInterest: "micromarkets",
      businessAddress: "1200 Brickell Bay Drive, Suite 4100, Miami, FL 33131",
      message: `Hello, we would like a micromarket for about 240 employees across two floors ${tag}.`,
      referrer: `https://www.example.com/a/very/long/referrer/path/that/never/breaks/${tag}?utm_source=newsletter`,
    },
  ]);
  await addAdminSession(page);
  await createPostViaApi(page.request, {
    title: `Micromarkets for hospital night shifts and other long words ${tag}`,
    published: true,
  });

  const pages = [
    "/admin",
    `/admin?view=${leadId}`,
    `/admin?q=${tag}`,
    "/admin?password=1",
    "/admin/blog",
    "/admin/prize-entries",
    "/admin/visualizations",
    "/admin/insights",
    "/admin/photos",
    "/admin/testimonials",
    "/admin/testimonials?new=1",
    "/admin/admins",
    "/admin/site-visits",
    "/admin/site-visits?view=week",
    "/admin/settings",
    "/admin/settings/notifications",
    "/admin/settings/offsite",
    "/admin/settings/restore",
  ];
  for (const path of pages) {
    await page.setViewportSize({ width: WIDTHS[0], height: 800 });
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const report = await widthReport(page);
      expect(report.documentWidth, `${path} at ${width} px: ${report.wide.join("; ")}`).toBe(width);
      const dialog = page.locator("dialog[open]");
      if (await dialog.count()) {
        const box = (await dialog.boundingBox())!;
        expect(box.x, `${path}: the dialog's left edge`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${path}: the dialog's right edge`).toBeLessThanOrEqual(width);
      }
    }
  }
});

test("on a phone a lead is a card: name, service, status, age and a thumb-sized View", async ({ page }) => {
  const tag = uniqueTag();
  seedLeads(process.env.E2E_DATA_DIR!, [
    {
      fullName: `Card Lead ${tag}`,
      email: `card.${tag}@example.com`,
      serviceInterest: "smart-machines",
      createdAt: new Date(Date.now() - 3 * 3600_000 - 60_000).toISOString(),
    },
  ]);
  await addAdminSession(page);
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(`/admin?q=${tag}`);
  const card = page.locator("table tbody tr").filter({ hasText: `Card Lead ${tag}` });
  await expect(card).toContainText("Smart Machines");
  await expect(card).toContainText("New");
  await expect(card).toContainText("3 h ago");
  const view = card.getByRole("link", { name: `View submission from Card Lead ${tag}` });
  const [row, button] = [(await card.boundingBox())!, (await view.boundingBox())!];
  // One card per lead, as wide as the list; its View button a thumb target, inside the card.
  expect(row.width).toBeGreaterThan(300);
  expect(button.height).toBeGreaterThanOrEqual(44);
  expect(button.x + button.width).toBeLessThanOrEqual(390);
  expect(button.y).toBeGreaterThan(row.y);
});
