import { expect, test } from "@playwright/test";
import { TEST_ADMIN } from "../support/app-server";
import { useOwnServer } from "../support/own-server";

// The cookies' Secure flag follows the request's scheme as Express sees it through TRUST_PROXY,
// not PUBLIC_SITE_URL (an https site URL with a plain-http request must not set cookies the
// browser then refuses to send back; an https request behind a trusted proxy must get Secure).
const behindProxy = useOwnServer({ TRUST_PROXY: "1", PUBLIC_SITE_URL: "https://vending.example" });

async function signInCookies(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${url}/auth`, {
    method: "POST",
    body: new URLSearchParams({
      username: TEST_ADMIN.username,
      password: TEST_ADMIN.password,
      redirectTo: "/admin",
    }),
    headers,
    redirect: "manual",
  });
  expect(res.status).toBe(302);
  const cookies = res.headers.getSetCookie();
  expect(cookies.map((c) => c.split("=")[0])).toEqual(["__session", "toast"]);
  return cookies;
}

test("behind a trusted proxy, X-Forwarded-Proto: https makes every cookie Secure", async () => {
  const cookies = await signInCookies(behindProxy().url, { "X-Forwarded-Proto": "https" });
  for (const cookie of cookies) expect(cookie).toMatch(/; Secure(;|$)/);
  const api = await fetch(`${behindProxy().url}/api/login`, {
    method: "POST",
    body: JSON.stringify(TEST_ADMIN),
    headers: { "Content-Type": "application/json", "X-Forwarded-Proto": "https" },
  });
  expect(api.headers.getSetCookie()[0]).toMatch(/; Secure(;|$)/);
});

test("a plain http request gets no Secure cookie, even with an https PUBLIC_SITE_URL", async () => {
  for (const cookie of await signInCookies(behindProxy().url)) expect(cookie).not.toMatch(/secure/i);
  for (const cookie of await signInCookies(behindProxy().url, { "X-Forwarded-Proto": "http" }))
    expect(cookie).not.toMatch(/secure/i);
});

test.describe("without TRUST_PROXY", () => {
  const direct = useOwnServer({ PUBLIC_SITE_URL: "https://vending.example" });
  test("X-Forwarded-Proto: https is ignored", async () => {
    for (const cookie of await signInCookies(direct().url, { "X-Forwarded-Proto": "https" }))
      expect(cookie).not.toMatch(/secure/i);
  });
});
