import { expect, test, type APIRequestContext } from "@playwright/test";
import { TEST_ADMIN } from "../support/app-server";
import { useOwnServer } from "../support/own-server";
import { REDIRECT_TRICKS, staysOn } from "../support/redirect-corpus";

// Its own server: dozens of sign-ins and leads, and no contact rate limit in the way.
const server = useOwnServer({ CONTACT_RATE_PER_MINUTE: "100000", CONTACT_RATE_PER_DAY: "100000" });

// A hundred-odd argon2 checks on a busy machine.
test.describe.configure({ timeout: 180_000 });

const NON_LATIN = [
  "/é",
  "/città?q=ü#x",
  "/日本語/ページ",
  "/😀/🚀",
  "/ﬁ",
  "/\u2028x",
  "/\u00ff\u0100",
  "/Ω≈ç√",
];

function expectLocal(location: string | undefined, value: string) {
  expect(location, value).toBeTruthy();
  expect(staysOn(server().url, location!), `${JSON.stringify(value)} -> ${location}`).toBe(true);
  expect(location, value).toMatch(/^\/(?:$|[^/\\])/);
}

async function signIn(request: APIRequestContext, redirectTo: string) {
  return request.post(`${server().url}/auth`, {
    form: { username: TEST_ADMIN.username, password: TEST_ADMIN.password, redirectTo },
    maxRedirects: 0,
  });
}

test("sign-in (POST /auth) sends every redirect trick to a page of this site", async ({ request }) => {
  for (const value of [...REDIRECT_TRICKS, ...NON_LATIN]) {
    const res = await signIn(request, value);
    expect(res.status(), value).toBe(302);
    expectLocal(res.headers()["location"], value);
  }
});

test("GET /auth?redirectTo= for a signed-in admin sends every trick to a page of this site", async ({
  request,
}) => {
  expect((await signIn(request, "/admin")).status()).toBe(302);
  for (const value of [...REDIRECT_TRICKS, ...NON_LATIN]) {
    const res = await request.get(`${server().url}/auth?redirectTo=${encodeURIComponent(value)}`, {
      maxRedirects: 0,
    });
    expect(res.status(), value).toBe(302);
    expectLocal(res.headers()["location"], value);
  }
  // A local path keeps its query and fragment.
  const res = await request.get(
    `${server().url}/auth?redirectTo=${encodeURIComponent("/admin/blog?page=2#top")}`,
    { maxRedirects: 0 },
  );
  expect(res.headers()["location"]).toBe("/admin/blog?page=2#top");
});

test("the no-JavaScript contact form goes to the lead's thank-you page, never a 500, whatever sourcePage says", async ({
  request,
}) => {
  // A genuine render stamp, as the form carries (without one the action asks to confirm first).
  const { formStartedAt } = await (await request.get(`${server().url}/api/contact`)).json();
  for (const value of [...REDIRECT_TRICKS, ...NON_LATIN, "/contact\r\nX-Injected: 1", "/ok\u0085"]) {
    const res = await request.post(`${server().url}/contact`, {
      form: {
        fullName: "Redirect Tester",
        email: "tester@example.com",
        phone: "(561) 555-1234",
        sourcePage: value,
        formStartedAt,
      },
      headers: { Referer: `${server().url}/contact` },
      maxRedirects: 0,
    });
    expect(res.status(), value).toBe(302);
    const location = res.headers()["location"];
    expectLocal(location, value);
    // The lead's thank-you page (docs/decisions/082), whatever the page the form says it was on.
    expect(location, value).toMatch(/^\/thank-you\?ref=\d+\.[\w-]+$/);
    expect(res.headers()["x-injected"]).toBeUndefined();
  }
  // A page the visitor came from with characters outside Latin-1 (was a 500 when it was the target).
  const res = await request.post(`${server().url}/contact`, {
    form: {
      fullName: "Redirect Tester",
      email: "tester@example.com",
      phone: "(561) 555-1234",
      sourcePage: "/locations/città-😀",
      formStartedAt,
    },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(302);
  expect(res.headers()["location"]).toMatch(/^\/thank-you\?ref=\d+\.[\w-]+$/);
});

test("the change-password dialog goes back to an admin page, whatever returnTo says", async ({ request }) => {
  expect((await signIn(request, "/admin")).status()).toBe(302);
  // Each success changes the password: alternate between two.
  const passwords = [TEST_ADMIN.password, "another-correct-horse-9"];
  let current = 0;
  for (const value of [...REDIRECT_TRICKS, ...NON_LATIN, "/admin/blog?password=1&q=x"]) {
    const next = 1 - current;
    const res = await request.post(`${server().url}/admin?password=1`, {
      form: {
        intent: "change-password",
        returnTo: value,
        currentPassword: passwords[current]!,
        newPassword: passwords[next]!,
        confirmPassword: passwords[next]!,
      },
      headers: { Origin: server().url },
      maxRedirects: 0,
    });
    expect(res.status(), value).toBe(302);
    current = next;
    const location = res.headers()["location"]!;
    expectLocal(location, value);
    expect(location, value).toMatch(/^\/admin(?:$|[/?])/);
    expect(location, value).not.toContain("password=");
    if (value.startsWith("/admin/blog?")) expect(location).toBe("/admin/blog?q=x");
  }
});
