import { spawnSync } from "node:child_process";
import path from "node:path";
import { expect, request as playwrightRequest, test } from "@playwright/test";
import { makeDataDir, removeDataDir, startAppServer } from "../support/app-server";

const ROOT = path.resolve(import.meta.dirname, "../..");

/**
 * The demo posts of `npm run db:seed` (scripts/seed/blog-posts.ts) are what a fresh install shows
 * first: every link in them must lead to a page of the site, not to the not-found page.
 */
test("every link in the seeded demo posts answers 200", async () => {
  test.setTimeout(90_000);
  const dataDir = makeDataDir();
  const seeded = spawnSync(path.join(ROOT, "node_modules/.bin/tsx"), ["scripts/db-seed.ts"], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      DATA_DIR: dataDir,
      SESSION_SECRET: "seed-links-session-secret-0123456789abcdef",
    },
    encoding: "utf8",
  });
  expect(seeded.status, seeded.stderr).toBe(0);
  const server = await startAppServer({ dataDir });
  const api = await playwrightRequest.newContext({ baseURL: server.url });
  try {
    const posts = (await (await api.get("/api/blog-posts")).json()) as Array<{
      slug: string;
      content: string;
    }>;
    expect(posts.length).toBeGreaterThanOrEqual(3);
    const links = new Map<string, string>();
    for (const post of posts) {
      for (const [, href] of post.content.matchAll(/<a [^>]*href="([^"]+)"/g)) {
        // Resolved as the browser does on the post's page (a relative "x" would be /blog/x).
        const url = new URL(href!.replace(/&amp;/g, "&"), `${server.url}/blog/${post.slug}`);
        if (url.origin === server.url) links.set(url.pathname + url.search, `${post.slug}: ${href}`);
      }
    }
    expect(links.size).toBeGreaterThan(0);
    for (const [target, source] of links) {
      expect((await api.get(target, { maxRedirects: 0 })).status(), source).toBe(200);
    }
  } finally {
    await api.dispose();
    await server.stop();
    removeDataDir(dataDir);
  }
});
