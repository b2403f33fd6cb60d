import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { migrateToLatest, openDatabase, type OpenDatabase } from "#db/index";
import {
  attemptLogin,
  InvalidCredentialsError,
  LoginThrottle,
  LoginThrottledError,
} from "~/server/auth.server";
import { rateLimits } from "~/lib/rate-limits.server";

const LOGIN_THROTTLE = rateLimits().signIn;

const opened: OpenDatabase[] = [];
async function freshDatabase(
  file = path.join(mkdtempSync(path.join(tmpdir(), "vending-throttle-")), "app.sqlite"),
) {
  const handle = openDatabase(file);
  opened.push(handle);
  await migrateToLatest(handle.db);
  return handle;
}
afterEach(async () => {
  for (const handle of opened.splice(0)) await handle.db.destroy();
});

const ADMIN = { id: 1, username: "admin" };
const right = async () => ADMIN;
const wrong = async (): Promise<typeof ADMIN> => {
  throw new InvalidCredentialsError();
};

describe("LoginThrottle (SQLite)", () => {
  it("counts an IPv6 client by its /64: its other addresses share the limit, another /64 does not", async () => {
    const { db } = await freshDatabase();
    const now = 1_000_000;
    const throttle = new LoginThrottle(
      () => db,
      LOGIN_THROTTLE,
      () => now,
    );
    for (let i = 1; i <= LOGIN_THROTTLE.maxPerIp; i++) {
      expect(await throttle.retryAfterSeconds(`2001:db8:5:6::${i.toString(16)}`, `user${i}`)).toBe(0);
      await throttle.recordFailure(`2001:db8:5:6::${i.toString(16)}`, `user${i}`);
    }
    // Each address failed once, for a different username: the /64 is over the per-address limit.
    expect(await throttle.retryAfterSeconds("2001:db8:5:6:ffff::99", "admin")).toBeGreaterThan(0);
    await expect(attemptLogin("2001:db8:5:6:1:2:3:4", "admin", right, throttle)).rejects.toBeInstanceOf(
      LoginThrottledError,
    );
    expect(await throttle.retryAfterSeconds("2001:db8:5:7::1", "admin")).toBe(0);
    // The pair limit too: 5 failures for one username from 5 addresses of one /64.
    for (let i = 1; i <= LOGIN_THROTTLE.maxPerPair; i++)
      await throttle.recordFailure(`2001:db8:9:9::${i}`, "owner");
    expect(await throttle.retryAfterSeconds("2001:db8:9:9::abcd", "owner")).toBeGreaterThan(0);
    // An IPv4 client reported as IPv4-mapped IPv6 is the same client as its IPv4 address.
    for (let i = 0; i < LOGIN_THROTTLE.maxPerPair; i++)
      await throttle.recordFailure("::ffff:192.0.2.4", "owner");
    expect(await throttle.retryAfterSeconds("192.0.2.4", "owner")).toBeGreaterThan(0);
  });

  it("refuses a (username, address) pair after 5 failures in 15 minutes, and only that pair", async () => {
    const { db } = await freshDatabase();
    let now = 1_000_000;
    const throttle = new LoginThrottle(
      () => db,
      LOGIN_THROTTLE,
      () => now,
    );
    for (let i = 0; i < 5; i++) {
      expect(await throttle.retryAfterSeconds("10.0.0.1", "Admin")).toBe(0);
      await throttle.recordFailure("10.0.0.1", "Admin");
      now += 1000;
    }
    expect(await throttle.retryAfterSeconds("10.0.0.1", "admin")).toBe(15 * 60 - 5);
    await expect(attemptLogin("10.0.0.1", "admin", right, throttle)).rejects.toBeInstanceOf(
      LoginThrottledError,
    );
    // The same username from another address, and another username from this one, go on.
    expect(await throttle.retryAfterSeconds("10.0.0.2", "admin")).toBe(0);
    expect(await throttle.retryAfterSeconds("10.0.0.1", "someone-else")).toBe(0);
    expect(await attemptLogin("10.0.0.2", "admin", right, throttle)).toEqual(ADMIN);
    now = 1_000_000 + 15 * 60 * 1000 + 1;
    expect(await throttle.retryAfterSeconds("10.0.0.1", "admin")).toBe(0);
  });

  it("refuses an address after 20 failures across usernames; unknown names count like real ones", async () => {
    const { db } = await freshDatabase();
    const throttle = new LoginThrottle(
      () => db,
      LOGIN_THROTTLE,
      () => 5_000,
    );
    for (let i = 0; i < 20; i++) await throttle.recordFailure("10.1.1.1", `nobody-${i}`);
    expect(await throttle.retryAfterSeconds("10.1.1.1", "admin")).toBeGreaterThan(0);
    expect(await throttle.retryAfterSeconds("10.1.1.2", "admin")).toBe(0);
  });

  it("lets the right password in from another address while the username is hammered from 30, only slower", async () => {
    const { db } = await freshDatabase();
    const options = { ...LOGIN_THROTTLE, maxDelayMs: 400 };
    const throttle = new LoginThrottle(() => db, options);
    for (let a = 0; a < 30; a++) {
      // The first attempts through the full path, then the rest recorded directly (each would wait the delay).
      if (a < 2)
        for (let i = 0; i < 5; i++)
          await expect(attemptLogin(`10.3.0.${a}`, "admin", wrong, throttle)).rejects.toThrow(
            InvalidCredentialsError,
          );
      else for (let i = 0; i < 5; i++) await throttle.recordFailure(`10.3.0.${a}`, "admin");
      await expect(attemptLogin(`10.3.0.${a}`, "admin", wrong, throttle)).rejects.toBeInstanceOf(
        LoginThrottledError,
      );
    }
    // Slowed, not blocked: the delay grows with the failures and stops at the cap.
    expect(await throttle.delayMs("ADMIN")).toBe(400);
    expect(await throttle.delayMs("someone-else")).toBe(0);
    const start = performance.now();
    expect(await attemptLogin("192.0.2.7", "admin", right, throttle)).toEqual(ADMIN);
    expect(performance.now() - start).toBeGreaterThanOrEqual(390);
  }, 20_000);

  it("grows the delay only past 10 recent failures of the username", async () => {
    const { db } = await freshDatabase();
    const throttle = new LoginThrottle(
      () => db,
      LOGIN_THROTTLE,
      () => 0,
    );
    for (let i = 0; i < 9; i++) await throttle.recordFailure(`10.4.0.${i}`, "admin");
    expect(await throttle.delayMs("admin")).toBe(0);
    const delays = [];
    for (let i = 9; i < 16; i++) {
      await throttle.recordFailure(`10.4.0.${i}`, "admin");
      delays.push(await throttle.delayMs("admin"));
    }
    expect(delays).toEqual([250, 500, 1000, 2000, 2500, 2500, 2500]);
  });

  it("a success clears its own pair's count only", async () => {
    const { db } = await freshDatabase();
    const throttle = new LoginThrottle(() => db);
    for (let i = 0; i < 4; i++) await throttle.recordFailure("10.2.2.2", "admin");
    for (let i = 0; i < 5; i++) await throttle.recordFailure("10.2.2.3", "admin");
    expect(await attemptLogin("10.2.2.2", "ADMIN", right, throttle)).toEqual(ADMIN);
    for (let i = 0; i < 4; i++) await throttle.recordFailure("10.2.2.2", "admin");
    expect(await throttle.retryAfterSeconds("10.2.2.2", "admin")).toBe(0);
    expect(await throttle.retryAfterSeconds("10.2.2.3", "admin")).toBeGreaterThan(0);
  });

  it("keeps its counts when the database is closed and opened again (a restart)", async () => {
    const first = await freshDatabase();
    const throttle = new LoginThrottle(() => first.db);
    for (let i = 0; i < 5; i++) await throttle.recordFailure("10.5.5.5", "admin");
    await first.db.destroy();
    opened.splice(opened.indexOf(first), 1);
    const again = await freshDatabase(first.file);
    expect(await new LoginThrottle(() => again.db).retryAfterSeconds("10.5.5.5", "admin")).toBeGreaterThan(
      800,
    );
  });

  it("deletes failures older than the window when it writes new ones", async () => {
    const { db } = await freshDatabase();
    let now = 0;
    const throttle = new LoginThrottle(
      () => db,
      LOGIN_THROTTLE,
      () => now,
    );
    for (let i = 0; i < 5; i++) await throttle.recordFailure("10.6.6.6", "admin");
    now = LOGIN_THROTTLE.windowMs + 1;
    await throttle.recordFailure("10.6.6.7", "admin");
    const rows = await db.selectFrom("login_failures").select("ip").execute();
    expect(rows).toEqual([{ ip: "10.6.6.7" }]);
  });
});
