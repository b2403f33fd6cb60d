import { expect, test } from "@playwright/test";
import { TEST_ADMIN } from "../support/app-server";
import { seedLeads, uniqueTag } from "../support/admin-leads";
import { signInOverHttp } from "../support/auth";

// Issue 28 item 13: what is for one visitor never lands in a shared cache or the browser's disk
// cache. Every data request (React Router's `.data`) and every answer that sets a cookie is
// `private, no-store` (decision 071), over plain HTTP, on the shared server.
const PRIVATE = "private, no-store";

test.describe("Cache-Control of data requests and answers that set cookies", () => {
  test("a signed-in session's admin data, the root's data and public pages' data are private, no-store", async ({
    playwright,
  }) => {
    const tag = uniqueTag();
    const email = `cache.${tag}@example.com`;
    seedLeads(process.env.E2E_DATA_DIR!, [{ fullName: `Cache ${tag}`, email, phone: "(305) 555-0199" }]);
    const admin = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
    try {
      await signInOverHttp(admin);
      const leads = await admin.get(`/admin.data?q=${tag}`);
      expect(leads.status()).toBe(200);
      expect(await leads.text()).toContain(email);
      expect(leads.headers()["cache-control"]).toBe(PRIVATE);
      for (const path of [
        "/admin/settings.data",
        "/admin/prize-entries.data",
        "/admin/visualizations.data",
        "/admin/insights.data",
        "/admin/blog.data",
        "/admin.data?_routes=routes%2Fadmin._index",
        "/_root.data",
        "/_root.data?_routes=root",
        "/classic-vending.data",
        "/locations/miami.data",
        "/blog.data",
        "/es/micromercados.data",
      ]) {
        const response = await admin.get(path);
        expect(response.status(), path).toBe(200);
        expect(response.headers()["cache-control"], path).toBe(PRIVATE);
        expect(response.headers()["x-page-cache"], path).toBeUndefined();
      }
      // Without a session too: a public page's data carries the root's per-visitor values (a toast).
      const anonymous = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
      for (const path of ["/locations/miami.data", "/_root.data"]) {
        await anonymous.get(path); // a second request would be a page-cache hit if it were stored
        const response = await anonymous.get(path);
        expect(response.headers()["cache-control"], path).toBe(PRIVATE);
        expect(response.headers()["x-page-cache"], path).toBeUndefined();
      }
      await anonymous.dispose();
      // The public documents keep their shared caching (decision 037).
      await admin.get("/locations/miami");
      expect((await admin.get("/locations/miami")).headers()["cache-control"]).toBe(
        "public, max-age=0, s-maxage=2, stale-while-revalidate=2, stale-if-error=86400",
      );
    } finally {
      await admin.dispose();
    }
  });

  test("sign-in and sign-out answers that set cookies are private, no-store (form and API)", async ({
    playwright,
  }) => {
    const ctx = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
    try {
      const api = await signInOverHttp(ctx);
      expect(api.headers()["set-cookie"]).toContain("__session=");
      expect(api.headers()["cache-control"]).toBe(PRIVATE);

      const form = await ctx.post("/auth", { form: TEST_ADMIN, maxRedirects: 0 });
      expect(form.status()).toBe(302);
      expect(form.headers()["set-cookie"]).toContain("__session=");
      expect(form.headers()["cache-control"]).toBe(PRIVATE);

      const formData = await ctx.post("/auth.data", { form: TEST_ADMIN, maxRedirects: 0 });
      expect(formData.headers()["set-cookie"]).toContain("__session=");
      expect(formData.headers()["cache-control"]).toBe(PRIVATE);

      const logout = await ctx.post("/logout", { maxRedirects: 0 });
      expect(logout.status()).toBe(302);
      expect(logout.headers()["set-cookie"]).toBeTruthy();
      expect(logout.headers()["cache-control"]).toBe(PRIVATE);
    } finally {
      await ctx.dispose();
    }
  });
});
