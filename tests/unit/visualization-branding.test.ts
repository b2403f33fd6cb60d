import http from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnvForTests } from "~/lib/env.server";
import { businessNameFrom, parseBrandingHtml, readBranding } from "~/visualization/branding.server";
import { NEUTRAL_PALETTE, colorDistance, hexToRgb } from "~/visualization/palette";

const HTML = `<!doctype html><html><head>
<title>Home | Sunrise Dental Group</title>
<meta property="og:site_name" content="Sunrise Dental">
<meta name="theme-color" content="#0E7490">
<meta property="og:image" content="/social.jpg">
<link rel="icon" href="/favicon.ico" sizes="32x32">
<link rel="apple-touch-icon" href="/apple-touch-icon.png" sizes="180x180">
<style>.btn{background:#0e7490;color:#fff}.hero{background:#0e7490}.accent{color:#f59e0b}</style>
</head><body><header><img class="site-logo" src="img/logo.png" alt="Sunrise Dental"></header>
<a href="javascript:alert(1)"><img class="logo" src="javascript:alert(1)"></a>
<div style="border-color: rgb(245, 158, 11)"></div></body></html>`;

describe("parseBrandingHtml", () => {
  it("reads the site name, theme colour, icons, og:image, logo images and CSS colours", () => {
    const page = parseBrandingHtml(HTML, "https://sunrise.example/about/");
    expect(page.siteName).toBe("Sunrise Dental");
    expect(page.title).toBe("Home | Sunrise Dental Group");
    expect(page.themeColor).toBe("#0e7490");
    expect(page.ogImage).toBe("https://sunrise.example/social.jpg");
    expect(page.icons.map((i) => i.href)).toEqual([
      "https://sunrise.example/favicon.ico",
      "https://sunrise.example/apple-touch-icon.png",
    ]);
    expect(page.logoImages).toEqual(["https://sunrise.example/about/img/logo.png"]);
    expect(page.cssColors[0]).toEqual({ color: "#0e7490", count: 2 });
    expect(page.cssColors.find((c) => c.color === "#f59e0b")?.count).toBe(2);
  });

  it("names the business from the title when there is no og:site_name", () => {
    expect(businessNameFrom({ siteName: null, title: "Home | Sunrise Dental Group" }, null)).toBe(
      "Sunrise Dental Group",
    );
    expect(businessNameFrom({ siteName: null, title: "Acme Offices – Welcome" }, null)).toBe("Acme Offices");
    expect(businessNameFrom(null, "https://www.blue-harbor.com/x")).toBe("Blue Harbor");
    expect(businessNameFrom(null, null)).toBeNull();
  });
  it("keeps the company's name as the website writes it (docs/decisions/084)", () => {
    const site = "https://www.brickellfit.com/";
    expect(
      businessNameFrom({ siteName: null, title: "BrickellFit | Personal training in Miami" }, site),
    ).toBe("BrickellFit");
    expect(businessNameFrom({ siteName: null, title: "Gym in Brickell — Brickell Fit" }, site)).toBe(
      "Brickell Fit",
    );
    expect(businessNameFrom({ siteName: "BrickellFit", title: "Home" }, site)).toBe("BrickellFit");
    // Without the name on the page, the host's label is all there is.
    expect(businessNameFrom({ siteName: null, title: "Welcome" }, site)).toBe("Brickellfit");
  });
});

describe("readBranding against a local company website", () => {
  let server: http.Server;
  let port = 0;
  let logoPng: Buffer;
  beforeAll(async () => {
    logoPng = await sharp({ create: { width: 180, height: 180, channels: 3, background: "#7c3aed" } })
      .png()
      .toBuffer();
    server = http.createServer((req, res) => {
      if (req.url === "/") {
        res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        return res.end(HTML.replace("#0E7490", "#7c3aed"));
      }
      if (req.url === "/apple-touch-icon.png") {
        res.writeHead(200, { "content-type": "image/png" });
        return res.end(logoPng);
      }
      res.writeHead(404);
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    delete process.env.UNSAFE_TEST_FETCH_ALLOW_LOOPBACK;
    resetEnvForTests();
    await new Promise((resolve) => server.close(resolve));
  });

  it("is refused (neutral palette, no error for the visitor) without the test escape hatch", async () => {
    delete process.env.UNSAFE_TEST_FETCH_ALLOW_LOOPBACK;
    resetEnvForTests();
    const { branding, logo } = await readBranding(`http://127.0.0.1:${port}/`, null);
    expect(branding.websiteRead).toBe(false);
    expect(branding.websiteError).toMatch(/refused/);
    expect(branding.palette).toEqual(NEUTRAL_PALETTE);
    expect(logo).toBeNull();
  });

  it("reads name, logo and palette when the local site is allowed", async () => {
    process.env.UNSAFE_TEST_FETCH_ALLOW_LOOPBACK = `127.0.0.1:${port}`;
    resetEnvForTests();
    const { branding, logo } = await readBranding(`http://127.0.0.1:${port}/`, null);
    expect(branding.websiteRead).toBe(true);
    expect(branding.businessName).toBe("Sunrise Dental");
    expect(branding.logoSource).toBe("website");
    expect(logo).not.toBeNull();
    expect(colorDistance(hexToRgb(branding.palette.primary)!, [124, 58, 237])).toBeLessThan(30);
  });

  it("an uploaded logo wins over the website's", async () => {
    process.env.UNSAFE_TEST_FETCH_ALLOW_LOOPBACK = `127.0.0.1:${port}`;
    resetEnvForTests();
    const uploaded = await sharp({ create: { width: 100, height: 100, channels: 3, background: "#dc2626" } })
      .png()
      .toBuffer();
    const { branding, logo } = await readBranding(`http://127.0.0.1:${port}/`, uploaded);
    expect(branding.logoSource).toBe("upload");
    expect(logo).toBe(uploaded);
    expect(colorDistance(hexToRgb(branding.palette.primary)!, [220, 38, 38])).toBeLessThan(30);
  });
});
