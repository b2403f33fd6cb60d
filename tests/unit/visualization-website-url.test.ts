import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "~/lib/env.server";
import { normalizeWebsiteUrl, websiteUrlSchemaFor, withoutUserInfo } from "~/models/website-url";

const websiteUrlSchema = websiteUrlSchemaFor("en");
import { createVisualization } from "~/models/visualizations.server";
import { readBranding } from "~/visualization/branding.server";
import { createTestDatabase } from "../support/test-db";

describe("the website field (one schema for the wizard, the no-JS form and the API)", () => {
  it.each([
    ["acme.com", "https://acme.com"],
    ["  www.acme.com/about  ", "https://www.acme.com/about"],
    ["acme.com:8443/shop?x=1", "https://acme.com:8443/shop?x=1"],
    ["//acme.com", "https://acme.com"],
    ["http://x", "http://x"],
    ["HTTPS://Acme.COM/", "https://acme.com/"],
    ["http://127.0.0.1:8080/", "http://127.0.0.1:8080/"],
    ["https://user:secret@acme.com/path", "https://acme.com/path"],
    ["https://token@acme.com", "https://acme.com"],
  ])("accepts %j as %j", (typed, stored) => {
    expect(normalizeWebsiteUrl(typed)).toBe(stored);
    expect(websiteUrlSchema.parse(typed)).toBe(stored);
  });

  it.each([
    "not a url",
    "acme",
    "javascript:alert(1)",
    "mailto:owner@acme.com",
    "tel:+13055550100",
    "user:secret@acme.com",
    "ftp://acme.com",
    "https://",
    "http://exa mple.com",
    "",
  ])("refuses %j", (typed) => {
    expect(normalizeWebsiteUrl(typed)).toBeNull();
    const parsed = websiteUrlSchema.safeParse(typed);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(
      "Please enter a website address such as https://example.com.",
    );
  });

  it("withoutUserInfo leaves an address without credentials as it is", () => {
    expect(withoutUserInfo("https://acme.example/")).toBe("https://acme.example/");
    expect(withoutUserInfo("https://me:pw@acme.example/a")).toBe("https://acme.example/a");
  });
});

describe("user info is never stored", () => {
  let test: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeEach(async () => {
    test = await createTestDatabase();
  });
  afterEach(async () => {
    await test.cleanup();
  });

  it("createVisualization drops user:password@ from the address", async () => {
    const machines = [{ category: "vending" as const, type: "snack" as const, quantity: 1 }];
    const row = await createVisualization(test.db, {
      machines,
      websiteUrl: "https://owner:hunter2@acme.example/about",
    });
    expect(row.website_url).toBe("https://acme.example/about");
  });
});

describe("user info is never sent", () => {
  let server: http.Server;
  let port = 0;
  const authorizations: (string | undefined)[] = [];
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      authorizations.push(req.headers.authorization);
      res.writeHead(200, { "content-type": "text/html" });
      res.end("<title>Acme Offices</title>");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
    process.env.UNSAFE_TEST_FETCH_ALLOW_LOOPBACK = `127.0.0.1:${port}`;
    resetEnvForTests();
  });
  afterAll(async () => {
    delete process.env.UNSAFE_TEST_FETCH_ALLOW_LOOPBACK;
    resetEnvForTests();
    await new Promise((resolve) => server.close(resolve));
  });

  it("an address stored with credentials (before this was fixed) is read without them", async () => {
    const { branding } = await readBranding(`http://owner:hunter2@127.0.0.1:${port}/`, null);
    expect(branding.websiteRead).toBe(true);
    expect(branding.businessName).toBe("Acme Offices");
    expect(authorizations).toEqual([undefined]);
  });
});
