import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "~/lib/env.server";

describe("UNSAFE_TEST_FETCH_ALLOW_LOOPBACK (test-only escape hatch of the URL guard)", () => {
  it("is off by default", () => {
    expect(parseEnv({}).UNSAFE_TEST_FETCH_ALLOW_LOOPBACK).toBeUndefined();
  });
  it.each(["127.0.0.1:4321", "127.0.0.1:4321,localhost:8080"])(
    "accepts loopback host:port lists (%s)",
    (value) => {
      expect(parseEnv({ UNSAFE_TEST_FETCH_ALLOW_LOOPBACK: value }).UNSAFE_TEST_FETCH_ALLOW_LOOPBACK).toBe(
        value,
      );
    },
  );
  it.each([
    "true",
    "1",
    "*",
    "127.0.0.1",
    "10.0.0.1:80",
    "169.254.169.254:80",
    "192.168.1.5:3000",
    "example.com:443",
    "127.0.0.1:80,10.0.0.1:80",
  ])("refuses anything that is not an explicit loopback host:port (%s)", (value) => {
    expect(() => parseEnv({ UNSAFE_TEST_FETCH_ALLOW_LOOPBACK: value })).toThrow(EnvError);
    expect(() => parseEnv({ UNSAFE_TEST_FETCH_ALLOW_LOOPBACK: value })).toThrow(
      /UNSAFE_TEST_FETCH_ALLOW_LOOPBACK/,
    );
  });
});
