import { expect, test, type Page } from "@playwright/test";
import { jsonLdBlocks } from "../support/json-ld";
import { allCitySlugs } from "../../app/content/cities";
import { waitForHydration } from "../support/hydration";

test.describe("public site: home page", () => {
  // One load of the home page for what it shows (sections, shell, images, structured data) and
  // what it requests: its read-only checks do not interfere with each other.
  test("the home page: every section of product §2 in order, the shell, images, structured data, and no third-party request without analytics", async ({
    page,
    baseURL,
  }) => {
    const foreign: string[] = [];
    let inFlight = 0;
    page.on("request", (req) => {
      inFlight++;
      const url = req.url();
      if (!url.startsWith(baseURL!) && !url.startsWith("data:")) foreign.push(url);
    });
    page.on("requestfinished", () => inFlight--);
    page.on("requestfailed", () => inFlight--);
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);

    // Every section of product §2 in order, with its ids and counts.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Luxury Amenities for the Modern Age");

    const hero = page.locator("section").first();
    for (const [name, href] of [
      ["Get Your Free Market Today", "/#contact"],
      ["Explore Services", "/#services"],
      ["Get Your Mockup", "/#contact"],
      ["See example installations", "/#installations"],
    ]) {
      await expect(hero.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }

    const ids = await page.locator("main section[id]").evaluateAll((els) => els.map((e) => e.id));
    expect(ids).toEqual([
      "services",
      "brands",
      "about",
      "installations",
      "service-area-section",
      "faq-section",
      "contact",
    ]);

    const services = page.locator("#services");
    for (const path of ["/classic-vending", "/smart-machines", "/micromarkets"]) {
      await expect(services.locator(`a[href="${path}"]`)).toHaveCount(1);
    }
    await expect(page.getByRole("heading", { name: "Everything Handled, Nothing to Pay" })).toBeVisible();
    for (const title of [
      "Always Stocked",
      "Hassle-Free Maintenance",
      "Premium & Healthy Options",
      "Custom Product Selection",
      "Smart Technology",
      "Flexible Payments",
    ]) {
      await expect(page.getByRole("heading", { name: title, exact: true })).toHaveCount(1);
    }

    await expect(page.locator("#brands h2")).toHaveText("Premium Brand Partners");
    await expect(page.getByTestId("brand")).toHaveCount(18);
    await expect(page.getByTestId("brand").filter({ hasText: "Brand Partner" })).toHaveCount(2);
    await expect(page.getByTestId("testimonial")).toHaveCount(3);

    const about = page.locator("#about");
    for (const title of ["Family-Owned Excellence", "Cutting-Edge Innovation", "Customer Service"]) {
      await expect(about.getByRole("heading", { name: title })).toBeVisible();
    }
    await expect(about.getByRole("link", { name: "Let's Connect" })).toHaveAttribute("href", "/#contact");

    await expect(page.locator("#installations li a")).toHaveCount(4);
    await expect(page.getByTestId("city-card")).toHaveCount(8);
    await expect(page.getByTestId("location-button")).toHaveCount(22);
    const cityLinks = await page
      .locator("#service-area-section a")
      .evaluateAll((els) => els.map((e) => e.getAttribute("href")));
    expect(cityLinks.sort()).toEqual(allCitySlugs.map((s) => `/locations/${s}`).sort());
    await expect(page.getByTestId("faq-item")).toHaveCount(12);

    const contact = page.locator("#contact");
    await expect(contact.locator('a[href^="tel:+1"]')).toHaveCount(1);
    await expect(contact.locator('a[href^="mailto:"]')).toHaveCount(1);
    await expect(page.getByTestId("why-choose").locator("li")).toHaveText([
      "Free machines and markets",
      "Top-notch customer service",
      "24/7 monitoring and maintenance",
      "Premium brand selection",
    ]);
    await expect(contact.getByText("Palm Beach ↔ Miami")).toBeVisible();
    await expect(contact.locator("form#contact-form")).toHaveCount(1);

    // The shell: banner, navigation and footer of product §2.
    const header = page.locator("header.site-header");
    await expect(header.getByText("Ask about our $2,000 Location Referral Program!")).toBeVisible();
    await expect(header.getByRole("link", { name: "Learn More" })).toHaveAttribute("href", "/#contact-form");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [name, href] of [
      ["Vending", "/classic-vending"],
      ["Smart Machines", "/smart-machines"],
      ["Micromarkets", "/micromarkets"],
      ["Blog", "/blog"],
      ["Products", "/#brands"],
      ["About", "/#about"],
      ["Locations", "/#service-area-section"],
      ["FAQ", "/#faq-section"],
      ["Contact", "/#contact"],
    ]) {
      await expect(nav.getByRole("link", { name, exact: true }).first()).toHaveAttribute("href", href);
    }
    const footer = page.getByRole("contentinfo");
    for (const href of [
      "/micromarkets",
      "/smart-machines",
      "/classic-vending",
      "/locations/boca-raton",
      "/locations/fort-lauderdale",
      "/locations/palm-beach",
      "/locations/miami",
      "/prize",
      "/space-visualization",
    ]) {
      await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    for (const text of ["Sun to Thu", "24 Hours", "12 AM–7 PM", "9 PM–12 AM"])
      await expect(footer.getByText(text, { exact: true })).toBeVisible();
    for (const name of ["LinkedIn", "Facebook", "Instagram"])
      await expect(footer.getByRole("link", { name: new RegExp(name) })).toBeVisible();
    await expect(footer.getByRole("link", { name: "Free Consultation" })).toHaveAttribute(
      "href",
      "/#contact",
    );
    // No breadcrumb on the home page.
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveCount(0);

    // Images carry width and height; only the hero image loads eagerly.
    const imgs = await page.locator("main img").evaluateAll((els) =>
      els.map((e) => ({
        w: e.getAttribute("width"),
        h: e.getAttribute("height"),
        loading: e.getAttribute("loading"),
        src: e.getAttribute("src"),
      })),
    );
    expect(imgs.length).toBeGreaterThan(10);
    for (const img of imgs) {
      expect(img.w).toBeTruthy();
      expect(img.h).toBeTruthy();
    }
    expect(imgs.filter((i) => i.loading === "eager").map((i) => i.src)).toEqual([
      expect.stringContaining("hero-lounge"),
    ]);

    // Home structured data: local business in Boca Raton serving US-FL.
    const blocks = await jsonLdBlocks(page);
    const business = blocks.find((b) => b["@type"] === "LocalBusiness") as {
      address: { addressLocality: string; addressRegion: string };
      areaServed: { identifier: string };
    };
    expect(business.address.addressLocality).toBe("Boca Raton");
    expect(business.address.addressRegion).toBe("FL");
    expect(business.areaServed.identifier).toBe("US-FL");

    // With no analytics configured, the page makes no third-party request, even once scrolled.
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    await page.mouse.wheel(0, 20000);
    // The scroll has landed, the page has rendered it (lazy images and anything else it starts
    // loading are requested then), and every request it caused has finished.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await expect.poll(() => inFlight).toBe(0);
    expect(foreign).toEqual([]);
    expect(await page.context().cookies()).toEqual([]);
  });

  test("FAQ items open and close independently @both", async ({ page }) => {
    await page.goto("/");
    const items = page.getByTestId("faq-item");
    await items.nth(0).locator("summary").click();
    await items.nth(3).locator("summary").click();
    await expect(items.nth(0)).toHaveAttribute("open", "");
    await expect(items.nth(3)).toHaveAttribute("open", "");
    await expect(items.nth(0).getByText(/no cost to you/)).toBeVisible();
    await items.nth(0).locator("summary").click();
    await expect(items.nth(0)).not.toHaveAttribute("open", "");
    await expect(items.nth(3)).toHaveAttribute("open", "");
  });

  test("an installation photo opens enlarged in a URL dialog, one at a time @both", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Enlarge photo: Fitness club smart cooler" }).click();
    await expect(page).toHaveURL(/\?photo=2/);
    const dialog = page.getByRole("dialog");
    await expect(dialog).toHaveCount(1);
    await expect(dialog.getByRole("heading", { name: "Fitness club smart cooler" })).toBeVisible();
    // A drawing, said to be one: no real-sounding customer or place (docs/decisions/080).
    await expect(dialog).toContainText("Illustration, not a customer's site");
    await expect(dialog.locator("img")).toHaveAttribute("src", /install-gym-1440\.webp/);
    await dialog.getByRole("link", { name: "Close" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).not.toHaveURL(/photo=/);

    // Server-rendered open from the URL; an out-of-range index opens nothing.
    await page.goto("/?photo=4");
    await expect(
      page.getByRole("dialog").getByRole("heading", { name: "Residential clubhouse combo" }),
    ).toBeVisible();
    await page.goto("/?photo=9");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
  // With JavaScript a page opened with a photo gets a modal dialog that Escape closes: "the
  // gallery's dialog on first open" below (a page opened with a photo …).
});

/**
 * Each service page is loaded once: its hero, breadcrumb, gallery, call to action and SEO, then its
 * own sections, then what needs the hydrated page (the video, a gallery tile, the call to action).
 */
test.describe("public site: service pages", () => {
  async function expectServicePage(page: Page, p: { path: string; h1: string; crumb: string; cta: string }) {
    expect((await page.goto(p.path))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(p.h1);
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("listitem")).toHaveText(["Home", p.crumb]);
    await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await expect(page.locator("#gallery li a")).toHaveCount(4);
    await expect(page.getByRole("link", { name: p.cta, exact: true })).toHaveAttribute("href", "/#contact");

    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(canonical).toMatch(new RegExp(`${p.path}$`));
    await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveCount(1);
    const types = (await jsonLdBlocks(page)).map((b) => b["@type"]);
    expect(types).toEqual(expect.arrayContaining(["LocalBusiness", "Service", "BreadcrumbList"]));
  }

  test("/classic-vending: hero, breadcrumb, gallery, call to action and SEO; three steps, three machine types, three benefits", async ({
    page,
  }) => {
    await expectServicePage(page, {
      path: "/classic-vending",
      h1: "Modern Vending Machines, Placed Free",
      crumb: "Classic Vending",
      cta: "Get Your Free Consultation",
    });
    await expect(page.locator("#steps ol > li")).toHaveCount(3);
    await expect(page.locator("#machine-types h3")).toHaveText([
      "Combo Machine",
      "Beverage Machine",
      "Snack Machine",
    ]);
    await expect(page.getByText("Over 50 drink options", { exact: false })).toBeVisible();
    await expect(page.locator("#benefits li")).toHaveCount(3);
  });

  test("/smart-machines: hero, breadcrumb, gallery, call to action and SEO; designs, checkout, grab-and-go flow, features, benefits, a lazy video; a gallery image that fails to load shows a placeholder", async ({
    page,
  }) => {
    await page.route(/\/images\/install-hotel-/, (route) => route.abort());
    await expectServicePage(page, {
      path: "/smart-machines",
      h1: "Grab-and-Go Smart Machines",
      crumb: "Smart Machines",
      cta: "Get Your Free Consultation",
    });
    await expect(page.locator("#designs h3")).toHaveText([
      "Combo",
      "Furniture Aesthetic",
      "Double With LED Screen",
    ]);
    await expect(page.locator("#checkout ol > li")).toHaveCount(3);
    await expect(page.locator("#grab-and-go ol > li")).toHaveCount(4);
    await expect(page.locator("#features li")).toHaveCount(6);
    await expect(page.locator("#benefits li")).toHaveCount(3);
    await expectLazyVideo(page, "/video/smart-machine-demo.mp4", "video-smart-poster");
    const video_ = (await jsonLdBlocks(page)).find((b) => b["@type"] === "VideoObject");
    expect(video_?.duration).toBe("PT45S");

    // The gallery's hotel photo did not load (the route above): a placeholder stands in for it.
    await page.locator("#gallery").scrollIntoViewIfNeeded();
    await expect(page.getByTestId("image-placeholder")).toHaveCount(1);
    await expect(page.getByTestId("image-placeholder")).toContainText("Photo unavailable");
    await expect(page.locator("#gallery img")).toHaveCount(3);
  });

  test("/micromarkets: hero, breadcrumb, gallery and SEO; four benefits, kiosk checkout, branding, monitoring, video; Space on a tile opens it; the call to action goes home to the contact section", async ({
    page,
  }) => {
    await expectServicePage(page, {
      path: "/micromarkets",
      h1: "A Micromarket in Your Breakroom",
      crumb: "Micromarkets",
      cta: "Get Free Mockup",
    });
    await expect(page.locator("#benefits li")).toHaveCount(4);
    await expect(page.locator("#checkout ol > li h3")).toHaveText([/Select/, /Scan and pay/, /Earn rewards/]);
    await expect(page.getByRole("heading", { name: "Custom Branded Layouts" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "24/7 Monitoring" })).toBeVisible();
    await expectLazyVideo(page, "/video/micromarket-tour.mp4", "video-market-poster");
    const video = (await jsonLdBlocks(page)).find((b) => b["@type"] === "VideoObject");
    expect(video?.duration).toBe("PT1M20S");

    // Space on a gallery tile opens it too (Tab and Enter: "the gallery's dialog on first open").
    await waitForHydration(page);
    const first = page.locator("#gallery li a").first();
    await first.focus();
    await page.keyboard.press(" ");
    await expect(page).toHaveURL(/\/micromarkets\?photo=1$/);
    await expect(page.locator("dialog:modal")).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(first).toBeFocused();

    // The call to action goes home and scrolls to the contact section.
    await page.getByRole("link", { name: "Get Free Mockup" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("#contact")).toBeInViewport();
  });
});

test.describe("public site: city pages", () => {
  test("every one of the 30 slugs renders its own page", async ({ request }) => {
    const intros = new Set<string>();
    for (const slug of allCitySlugs) {
      const response = await request.get(`/locations/${slug}`);
      expect(response.status(), slug).toBe(200);
      const html = await response.text();
      const intro = /data-testid="city-intro"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1];
      expect(intro, slug).toBeTruthy();
      intros.add(intro!);
      expect((html.match(/data-testid="neighborhood"/g) ?? []).length, slug).toBe(6);
    }
    expect(intros.size).toBe(30);
  });

  test("a city page: hero, intro, three features, six neighbourhoods, call to action and local business data", async ({
    page,
  }) => {
    await page.goto("/locations/fort-lauderdale");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Vending & Micromarkets in Fort Lauderdale",
    );
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem")).toHaveText([
      "Home",
      "Fort Lauderdale",
    ]);
    await expect(page.getByTestId("city-intro").locator("p")).toHaveCount(2);
    await expect(page.getByTestId("city-feature")).toHaveCount(3);
    await expect(page.getByRole("heading", { name: "Areas We Serve" })).toBeVisible();
    await expect(page.getByTestId("neighborhood")).toHaveText([
      "Las Olas",
      "Flagler Village",
      "Victoria Park",
      "Coral Ridge",
      "Rio Vista",
      "Cypress Creek",
    ]);
    await expect(page.getByRole("link", { name: "Get Your Free Consultation" })).toHaveAttribute(
      "href",
      "/#contact",
    );
    await expect(page).toHaveTitle(/Fort Lauderdale/);
    const business = (await jsonLdBlocks(page)).find((b) => b["@type"] === "LocalBusiness") as
      { areaServed: { name: string } } | undefined;
    expect(business?.areaServed.name).toBe("Fort Lauderdale, FL");
  });

  test("with JavaScript, a server-rendered error page hydrates, and the error boundary renders again after a client navigation", async ({
    page,
  }) => {
    // The error page is a chunk of its own in the browser (#error-page-view, decision 065).
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error" && !/status of 404/.test(message.text())) errors.push(message.text());
    });
    const chunks: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/error-page-[\w-]+\.js$/.test(request.url())) chunks.push(request.url());
    });
    expect((await page.goto("/locations/miami"))?.status()).toBe(200);
    await waitForHydration(page);
    expect(chunks).toEqual([]); // not fetched by a page that works
    expect((await page.goto("/locations/gotham"))?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
    // Unknown slugs and paths are a 404 (their statuses and markup: pages-over-http.spec.ts).
    await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
    expect(chunks.length).toBeGreaterThan(0);
    // Hydrated: the header's links navigate on the client, and back again.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(errors).toEqual([]);
  });
});

test.describe("public site: SEO", () => {
  test("with JavaScript, the blocks stay after hydration, leave on a client-side navigation and come back", async ({
    page,
  }) => {
    // Decision 065: the blocks are in the server's HTML only, never in the hydration data.
    const html = await (await page.request.get("/smart-machines")).text();
    const hydrationData = html.slice(html.indexOf("__reactRouterContext"));
    expect(hydrationData).not.toContain("schema.org");
    await page.goto("/smart-machines");
    const before = await jsonLdBlocks(page);
    expect(before.map((block) => block["@type"])).toEqual(
      expect.arrayContaining(["LocalBusiness", "Service", "BreadcrumbList"]),
    );
    await waitForHydration(page);
    expect(await jsonLdBlocks(page)).toEqual(before);
    // Another page reached in the app has no blocks of its own in the browser: none are left behind.
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Micromarkets", exact: true })
      .click();
    await expect(page).toHaveURL(/\/micromarkets$/);
    await expect(page.locator('script[type="application/ld+json"]')).toHaveText("");
    await page.goBack();
    await expect(page).toHaveURL(/\/smart-machines$/);
    await expect
      .poll(async () => page.locator('script[type="application/ld+json"]').textContent())
      .not.toBe("");
    expect(await jsonLdBlocks(page)).toEqual(before);
  });

  test("with JavaScript, an error page whose chunk cannot be fetched still shows inside the site", async ({
    page,
  }) => {
    await page.goto("/locations/miami");
    await waitForHydration(page);
    // The blog's data fails, and the error page's own chunk does not arrive (the connection dropped).
    await page.route(/\.data(\?|$)/, (route) => route.fulfill({ status: 500, body: "" }));
    await page.route(/\/assets\/error-page-[\w-]+\.js$/, (route) => route.abort("internetdisconnected"));
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Something went wrong");
    await expect(page.getByRole("link", { name: "Go Home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page.getByText("Application Error")).toHaveCount(0);
  });

  test("titles, descriptions and canonicals are unique per page", async ({ request }) => {
    const paths = [
      "/",
      "/classic-vending",
      "/smart-machines",
      "/micromarkets",
      "/locations/miami",
      "/locations/weston",
    ];
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const path of paths) {
      const html = await (await request.get(path)).text();
      titles.add(/<title>([^<]*)<\/title>/.exec(html)![1]!);
      descriptions.add(/<meta name="description" content="([^"]*)"/.exec(html)![1]!);
      expect(html).toMatch(
        new RegExp(`<link rel="canonical" href="http://127\\.0\\.0\\.1:\\d+${path === "/" ? "/" : path}"`),
      );
      expect(html).toContain('property="og:image"');
    }
    expect(titles.size).toBe(paths.length);
    expect(descriptions.size).toBe(paths.length);
  });

  test("sitemap lists the public pages and 30 cities; robots disallows admin, auth and api", async ({
    request,
  }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const path of ["/", "/classic-vending", "/smart-machines", "/micromarkets", "/blog"])
      expect(sitemap).toContain(`${path}</loc>`);
    expect((sitemap.match(/<loc>[^<]*\/locations\//g) ?? []).length).toBe(30);
    const robots = await (await request.get("/robots.txt")).text();
    for (const line of ["Disallow: /admin", "Disallow: /auth", "Disallow: /api"])
      expect(robots).toContain(line);
    expect(robots).toMatch(/Sitemap: http.*\/sitemap\.xml/);
  });

  test("favicon, web manifest and icons are served", async ({ request }) => {
    for (const path of [
      "/favicon.ico",
      "/favicon.svg",
      "/apple-touch-icon.png",
      "/icon-192.png",
      "/icon-512.png",
      "/images/og-default.jpg",
      "/video/smart-machine-demo.mp4",
      "/video/micromarket-tour.mp4",
    ]) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
    const manifest = (await (await request.get("/site.webmanifest")).json()) as {
      icons: unknown[];
      name: string;
    };
    expect(manifest.name).toBe("Gold Coast Vending");
    expect(manifest.icons.length).toBeGreaterThan(1);
  });

  test("the home hero picture is urgent beside the headline only; a city hero is urgent on a phone too", async ({
    browser,
    baseURL,
    request,
  }) => {
    // The hero the deferred boot waits for is marked `data-hero`, once per page (and no
    // `elementtiming`, which is not valid HTML).
    for (const path of ["/", "/locations/miami", "/micromarkets"]) {
      const html = await (await request.get(path)).text();
      expect(html.match(/<img[^>]*\sdata-hero=""/g), path).toHaveLength(1);
      expect(html, path).not.toContain("elementtiming");
    }
    /** The priority Chromium gave each request for a hero picture (after any change). */
    async function heroPriorities(path: string, viewport: { width: number; height: number }) {
      const context = await browser.newContext({ viewport, baseURL });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      const priorities = new Map<string, string>();
      cdp.on("Network.requestWillBeSent", ({ requestId, request }) => {
        if (/\/images\/(hero-lounge|city-miami)-/.test(request.url))
          priorities.set(requestId, request.initialPriority);
      });
      cdp.on("Network.resourceChangedPriority", ({ requestId, newPriority }) => {
        if (priorities.has(requestId)) priorities.set(requestId, newPriority);
      });
      await page.goto(path, { waitUntil: "load" });
      await context.close();
      return [...priorities.values()];
    }
    // Beside the headline (wide screens) the picture is the LCP element: preloaded, one request.
    expect(await heroPriorities("/", { width: 1280, height: 800 })).toEqual(["High"]);
    // On a phone it is below the first screen: it waits behind what is in view.
    expect(await heroPriorities("/", { width: 390, height: 844 })).toEqual(["Low"]);
    expect(await heroPriorities("/locations/miami", { width: 390, height: 844 })).toEqual(["High"]);
  });
});

test.describe("public site: gallery scrolling", () => {
  test("opening a second photo after closing the first keeps the page at the gallery", async ({ page }) => {
    // The page's route-change scroll runs on a timer: the clock runs it when the test says so.
    await page.clock.install();
    await page.goto("/");
    await waitForHydration(page);
    await page.locator("#installations").scrollIntoViewIfNeeded();
    await page.getByRole("link", { name: "Enlarge photo: Hotel lobby grab-and-go" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Close" }).click();
    await expect(page).toHaveURL(/#installations$/);
    await page.getByRole("link", { name: "Enlarge photo: Corporate breakroom micromarket" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    // The dialog is modal once its effect has run, and with it the route-change effect that would
    // schedule a scroll; then run the page's timers for the next second (its delays are 100-300 ms).
    await expect(page.locator("dialog:modal")).toHaveCount(1);
    await page.clock.runFor(1000);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  });
});

/**
 * The gallery's dialog is not part of the page's first load (docs/performance.md#budgets): its chunk is fetched when
 * the visitor reaches for a tile or presses one; the tiles themselves are server-rendered links to
 * `?photo=N` (the no-JavaScript journey is the @both test above).
 */
test.describe("public site: the gallery's dialog on first open", () => {
  const DIALOG_CHUNKS = /\/assets\/(?:gallery-dialog|dialog)-[\w-]+\.js$/;
  const tile = (page: Page, title: string) => page.getByRole("link", { name: `Enlarge photo: ${title}` });

  function recordScripts(page: Page) {
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
    });
    return scripts;
  }

  async function holdDialogChunk(page: Page) {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/gallery-dialog-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }

  test("not fetched with the page; focus on a tile fetches it, Tab and Enter open the next, Escape gives focus back", async ({
    page,
  }) => {
    const scripts = recordScripts(page);
    await page.goto("/");
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect(scripts.filter((path) => DIALOG_CHUNKS.test(path))).toEqual([]);

    const cooler = tile(page, "Fitness club smart cooler");
    // Focus (as from Tab) on a tile is a reach for it: the dialog's chunk is fetched then.
    const fetched = page.waitForRequest(/\/assets\/gallery-dialog-[\w-]+\.js$/);
    await tile(page, "Corporate breakroom micromarket").focus();
    await fetched;
    await page.keyboard.press("Tab");
    await expect(cooler).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\?photo=2$/);
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: "Fitness club smart cooler" })).toBeVisible();
    await expect(page.locator("dialog:modal")).toHaveCount(1);
    // Focus is in the dialog (its close button, the first control).
    await expect(dialog.getByRole("link", { name: "Close" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).toHaveURL(/\/#installations$/);
    await expect(cooler).toBeFocused();
  });

  test("a press before the chunk has arrived opens the photo when it arrives", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const release = await holdDialogChunk(page);
    await tile(page, "Hotel lobby grab-and-go").click();
    // The press was taken: no page load, and nothing opens until the dialog's code is here.
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).not.toHaveURL(/photo=/);
    release();
    await expect(page).toHaveURL(/\?photo=\d$/);
    await expect(
      page.getByRole("dialog").getByRole("heading", { name: "Hotel lobby grab-and-go" }),
    ).toBeVisible();
    await expect(page.locator("dialog:modal")).toHaveCount(1);
  });

  test("if the chunk cannot be fetched, the tile loads the page with the photo open, as without JavaScript", async ({
    page,
  }) => {
    await page.route(/\/assets\/gallery-dialog-[\w-]+\.js$/, (route) => route.abort());
    await page.goto("/");
    await waitForHydration(page);
    const loaded = page.waitForEvent("load");
    await tile(page, "Fitness club smart cooler").click();
    await loaded;
    await expect(page).toHaveURL(/\?photo=2$/);
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: "Fitness club smart cooler" })).toBeVisible();
    // That page is left as the server sent it (not hydrated without its dialog): closing is a link.
    await dialog.getByRole("link", { name: "Close" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).toHaveURL(/\/#installations$/);
  });

  test("a page opened with a photo shows the server's dialog and hydrates once the dialog's chunk is here", async ({
    page,
  }) => {
    const release = await holdDialogChunk(page);
    const requested = page.waitForRequest(/\/assets\/gallery-dialog-[\w-]+\.js$/);
    await page.goto("/?photo=3");
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: "Hotel lobby grab-and-go" })).toBeVisible();
    await expect(page.locator("#installations li a")).toHaveCount(4);
    await requested;
    // Held back, the chunk holds hydration back (the page works as without JavaScript meanwhile).
    await page.waitForTimeout(500);
    expect(await page.locator("html[data-hydrated]").count()).toBe(0);
    release();
    await waitForHydration(page);
    await expect(page.locator("dialog:modal")).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).toHaveURL(/\/#installations$/);
  });
});

/**
 * A demo video is its poster (a lazy image) and a play link to the file: no player and nothing of
 * the video before the press. With JavaScript the press puts the player in its place, playing and
 * focused; without, the link opens the file in the browser's own player.
 */
async function expectLazyVideo(page: Page, file: string, poster: string) {
  const play = page.getByRole("link", { name: /^Play the video: / });
  await expect(play).toHaveAttribute("href", file);
  await expect(play.locator("img")).toHaveAttribute("loading", "lazy");
  await expect(play.locator("img")).toHaveAttribute("srcset", new RegExp(poster));
  await expect(page.locator("video")).toHaveCount(0);
  if (test.info().project.use.javaScriptEnabled === false) return;
  await waitForHydration(page);
  await play.click();
  const video = page.locator("video");
  await expect(video).toBeFocused();
  await expect(video).toHaveAttribute("autoplay", "");
  await expect(video.locator("source")).toHaveAttribute("src", file);
  await expect(play).toHaveCount(0);
}
