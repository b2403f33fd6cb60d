import { expect, test } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, removeDataDir, startAppServer, TEST_ADMIN, type AppServer } from "../support/app-server";
import { waitForHydration } from "../support/hydration";
import { NGINX, nginxArgs, nginxConfig } from "../support/nginx";

/**
 * The deploy/ example: the built app behind Debian's nginx running deploy/nginx.conf (its upstream,
 * listen address and cache folder swapped for test values), unprivileged, from a temporary folder,
 * on 127.0.0.1 only. `.ci/run` installs nginx.
 */
test.skip(!existsSync(NGINX), `nginx is not installed (${NGINX}); .ci/run installs it`);
test.describe.configure({ mode: "serial", timeout: 90_000 });

let app: AppServer;
let nginx: ChildProcess;
let work: string;
let proxyPort: number;
const proxy = (p = "") => `http://127.0.0.1:${proxyPort}${p}`;

test.beforeAll(async () => {
  // The access log shows what reached the app (a 304 for a page the proxy asked for again).
  app = await startAppServer({ env: { TRUST_PROXY: "1", ACCESS_LOG: "true" } });
  proxyPort = await freePort();
  work = mkdtempSync(path.join(tmpdir(), "vending-nginx-"));
  chmodSync(work, 0o755); // when run as root, nginx's workers switch to an unprivileged user
  const site = readFileSync("deploy/nginx.conf", "utf8")
    .replace("server app:3000;", `server 127.0.0.1:${app.port};`)
    .replace("listen 80;", `listen 127.0.0.1:${proxyPort};`)
    .replace("/var/cache/nginx/vending", path.join(work, "cache"));
  writeFileSync(path.join(work, "site.conf"), site);
  writeFileSync(path.join(work, "nginx.conf"), nginxConfig(work, `  include ${work}/site.conf;`, 256));
  nginx = spawn(NGINX, nginxArgs(work, path.join(work, "nginx.conf")), {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  nginx.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  await expect
    .poll(
      async () => {
        if (nginx.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
        return fetch(proxy("/healthz")).then(
          (r) => r.status,
          () => 0,
        );
      },
      { timeout: 10_000 },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx.once("exit", resolve));
    nginx.kill("SIGQUIT");
    await exited;
  }
  await app?.stop();
  if (app) removeDataDir(app.dataDir);
  if (work) rmSync(work, { recursive: true, force: true });
});

/** A POST to the proxy from a given loopback address (each address is a different visitor). */
function postFrom(
  localAddress: string,
  pathname: string,
  body: object,
  headers: Record<string, string> = {},
) {
  return new Promise<number>((resolve, reject) => {
    const data = JSON.stringify(body);
    const req = httpRequest(
      proxy(pathname),
      {
        method: "POST",
        localAddress,
        headers: {
          "Content-Type": "application/json",
          "Content-Length": Buffer.byteLength(data),
          ...headers,
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(data);
  });
}

test("public pages are served from the proxy's cache on the second request", async ({ request }) => {
  for (const page of ["/micromarkets", "/blog", "/locations/miami"]) {
    const first = await request.get(proxy(page));
    expect(first.status(), page).toBe(200);
    expect(first.headers()["cache-control"], page).toContain("s-maxage=2,");
    expect(first.headers()["x-cache-status"], page).not.toBe("HIT");
    const second = await request.get(proxy(page));
    expect(second.status(), page).toBe(200);
    expect(second.headers()["x-cache-status"], page).toBe("HIT");
    expect(await second.text(), page).toContain("</html>");
  }
});

test("an expired page is asked for again with its ETag: the app answers 304 and sees a fraction of the traffic", async ({
  request,
}) => {
  const page = "/locations/fort-lauderdale";
  const reachedApp = (status?: number) =>
    app
      .output()
      .split("\n")
      .filter((line) => line.startsWith(`GET ${page} ${status ?? ""}`)).length;
  let visits = 0;
  // A visitor every 250 ms: the proxy answers from its copy and, once the copy is older than
  // s-maxage, revalidates it in the background with If-None-Match (decision 081).
  await expect
    .poll(
      async () => {
        visits++;
        const response = await request.get(proxy(page));
        expect(response.status()).toBe(200);
        return reachedApp(304);
      },
      { timeout: 15_000, intervals: [250] },
    )
    .toBeGreaterThan(0);
  expect(visits).toBeGreaterThan(4);
  // The first fill (200) and the revalidations (304): far fewer than the visits.
  expect(reachedApp()).toBeLessThanOrEqual(Math.ceil(visits / 4) + 1);
});

test("an owner's save reaches visitors through the proxy within seconds", async ({ page, request }) => {
  const miami = "/locations/miami";
  const sample = "(561) 555-0142";
  const saved = "(305) 555-0177";
  await request.get(proxy(miami));
  const cached = await request.get(proxy(miami));
  expect(cached.headers()["x-cache-status"]).toBe("HIT");
  expect(await cached.text()).toContain(sample);

  const login = await page.request.post(proxy("/api/login"), { data: TEST_ADMIN });
  expect(login.status()).toBe(200);
  await page.goto(proxy("/admin/settings"));
  await page.getByLabel("Phone").fill(saved);
  await page.getByRole("button", { name: "Save business facts" }).click();
  await expect(page.getByText(/^Last saved .* by admin\.$/)).toBeVisible();
  const savedAt = Date.now();

  // Read through the proxy as a visitor until the new number shows: within s-maxage (2 s) plus
  // stale-while-revalidate (2 s), and a margin for a loaded machine.
  await expect
    .poll(async () => (await request.get(proxy(miami))).text(), { timeout: 10_000, intervals: [200] })
    .toContain(saved);
  expect(Date.now() - savedAt).toBeLessThan(6_000);
  const after = await request.get(proxy(miami));
  expect(await after.text()).not.toContain(sample);
});

test("forms, queries, toasts and form posts are never cached", async ({ request }) => {
  const nonce = (csp = "") => /'nonce-([^']+)'/.exec(csp)?.[1];
  const a = await request.get(proxy("/contact"));
  const b = await request.get(proxy("/contact"));
  expect(a.headers()["cache-control"]).toBe("private, no-store");
  expect(b.headers()["x-cache-status"]).not.toBe("HIT");
  expect(nonce(a.headers()["content-security-policy"])).toBeTruthy();
  expect(nonce(b.headers()["content-security-policy"])).not.toBe(
    nonce(a.headers()["content-security-policy"]),
  );

  await request.get(proxy("/?photo=2"));
  const query = await request.get(proxy("/?photo=2"));
  expect(query.headers()["cache-control"]).toBe("private, no-store");
  expect(query.headers()["x-cache-status"]).not.toBe("HIT");

  const toast = await request.get(proxy("/micromarkets"), { headers: { Cookie: "toast=abc" } });
  expect(toast.headers()["x-cache-status"]).toBe("BYPASS");

  for (let i = 0; i < 2; i++) {
    const post = await request.post(proxy("/api/contact"), { data: { name: "" } });
    expect(post.status()).toBe(400);
    expect(post.headers()["x-cache-status"] ?? "").not.toBe("HIT");
  }
});

test("sign-in works through the proxy, and the admin is never cached @both", async ({ page, browser }) => {
  await page.goto(proxy("/auth"));
  await waitForHydration(page);
  await page.getByLabel("Username").fill(TEST_ADMIN.username);
  await page.getByLabel("Password").fill(TEST_ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText(`Welcome back, ${TEST_ADMIN.username}`)).toBeVisible();
  const again = await page.request.get(proxy("/admin"));
  expect(again.headers()["x-cache-status"]).not.toBe("HIT");
  // React writes the greeting as two text nodes ("Welcome back, <!-- -->admin").
  expect(await again.text()).toMatch(new RegExp(`Welcome back, (?:<!-- -->)?${TEST_ADMIN.username}<`));

  // Another visitor, without the session, never gets the admin's page from the cache.
  const stranger = await browser.newContext();
  try {
    const response = await stranger.request.get(proxy("/admin"), { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()["x-cache-status"] ?? "").not.toBe("HIT");
  } finally {
    await stranger.close();
  }
});

test("each visitor's own address reaches the rate limits; a forged X-Forwarded-For changes nothing", async () => {
  const wrong = { username: TEST_ADMIN.username, password: "wrong-password" };
  for (let i = 0; i < 5; i++) expect(await postFrom("127.0.0.2", "/api/login", wrong)).toBe(401);
  expect(await postFrom("127.0.0.2", "/api/login", wrong)).toBe(429);
  // Claiming another address does not escape the limit: the app reads the entry nginx appended.
  expect(await postFrom("127.0.0.2", "/api/login", wrong, { "X-Forwarded-For": "198.51.100.23" })).toBe(429);
  // Another visitor (another address) is not affected and signs in.
  expect(await postFrom("127.0.0.3", "/api/login", { ...wrong, password: TEST_ADMIN.password })).toBe(200);
});
