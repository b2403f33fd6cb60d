import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";

describe("session secret", () => {
  it("is generated once into DATA_DIR with mode 0600 when SESSION_SECRET is unset", async () => {
    const saved = process.env.SESSION_SECRET;
    delete process.env.SESSION_SECRET;
    vi.resetModules();
    const { resetEnvForTests } = await import("~/lib/env.server");
    resetEnvForTests();
    const { sessionSecret } = await import("~/lib/secrets.server");
    const secret = sessionSecret();
    const file = path.join(process.env.DATA_DIR!, "session-secret");
    expect(readFileSync(file, "utf8").trim()).toBe(secret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(secret.length).toBeGreaterThanOrEqual(32);

    // A restart (a fresh module) reads the same secret.
    vi.resetModules();
    const again = await import("~/lib/secrets.server");
    expect(again.sessionSecret()).toBe(secret);
    process.env.SESSION_SECRET = saved;
    resetEnvForTests();
  });
});
