import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  createPrizeToken,
  PRIZE_TOKEN_MESSAGES,
  PRIZE_TOKEN_TTL_MS,
  verifyPrizeToken,
} from "~/models/prize-token.server";

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

describe("prize tokens", () => {
  it("round-trip their claims", () => {
    const { token, claims } = createPrizeToken(1000, { now: 1_000 });
    expect(verifyPrizeToken(token, { now: 2_000 })).toEqual(claims);
    expect(claims.exp).toBe(1_000 + PRIZE_TOKEN_TTL_MS);
    expect(claims.id.length).toBeGreaterThanOrEqual(16);
    expect(createPrizeToken(100).claims.id).not.toBe(createPrizeToken(100).claims.id);
  });

  it("cannot be altered: a 100 turned into a 1000 fails the signature", () => {
    const { token, claims } = createPrizeToken(100);
    const signature = token.split(".")[1];
    const altered = `${b64({ ...claims, amount: 1000 })}.${signature}`;
    expect(() => verifyPrizeToken(altered)).toThrow(PRIZE_TOKEN_MESSAGES.invalid);
    const extended = `${b64({ ...claims, exp: claims.exp + 10 * PRIZE_TOKEN_TTL_MS })}.${signature}`;
    expect(() => verifyPrizeToken(extended)).toThrow(PRIZE_TOKEN_MESSAGES.invalid);
  });

  it("cannot be forged without the server's secret", () => {
    const claims = { id: "a".repeat(22), amount: 1000, exp: Date.now() + 60_000 };
    const payload = b64(claims);
    // Signed with the wrong key, with the session secret itself (not the derived key), unsigned.
    const wrongKey = createHmac("sha256", "guessed-secret").update(payload).digest("base64url");
    const rawSecret = createHmac("sha256", process.env.SESSION_SECRET!).update(payload).digest("base64url");
    for (const forged of [
      `${payload}.${wrongKey}`,
      `${payload}.${rawSecret}`,
      `${payload}.`,
      payload,
      "",
      "a.b.c",
      `${payload}.${"A".repeat(43)}`,
    ]) {
      expect(() => verifyPrizeToken(forged)).toThrow();
    }
    // A token made with another secret fails here.
    const other = createPrizeToken(1000, { secret: "another-installation-secret-0123456789" });
    expect(() => verifyPrizeToken(other.token)).toThrow(PRIZE_TOKEN_MESSAGES.invalid);
    expect(verifyPrizeToken(other.token, { secret: "another-installation-secret-0123456789" }).amount).toBe(
      1000,
    );
  });

  it("expire", () => {
    const { token } = createPrizeToken(100, { now: 0, ttlMs: 1_000 });
    expect(verifyPrizeToken(token, { now: 999 }).amount).toBe(100);
    expect(() => verifyPrizeToken(token, { now: 1_000 })).toThrow(PRIZE_TOKEN_MESSAGES.expired);
  });

  it("are refused when missing", () => {
    expect(() => verifyPrizeToken(undefined)).toThrow(PRIZE_TOKEN_MESSAGES.missing);
  });
});
