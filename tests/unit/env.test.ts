import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "~/lib/env.server";

function errorFor(env: Record<string, string>) {
  try {
    parseEnv(env);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return error as EnvError;
  }
  throw new Error("expected parseEnv to throw");
}

describe("configuration", () => {
  it("has working defaults for an empty environment", () => {
    const env = parseEnv({});
    expect(env.DOCUMENT_REWRITES).toBe("on");
    expect(parseEnv({ DOCUMENT_REWRITES: "off" }).DOCUMENT_REWRITES).toBe("off");
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe("0.0.0.0");
    expect(env.DATA_DIR).toBe("./data");
    expect(env.PUBLIC_SITE_URL).toBe("http://localhost:3000");
    expect(env.TRUST_PROXY).toBe(false);
    expect(env.ANALYTICS_PROVIDER).toBe("none");
    expect(env.IMAGE_PROVIDER).toBe("none");
    expect(env.SESSION_SECRET).toBeUndefined();
  });

  it("reads and normalises values", () => {
    const env = parseEnv({
      PORT: "8080",
      PUBLIC_SITE_URL: "https://example.com/",
      TRUST_PROXY: "1",
      ACCESS_LOG: "no",
    });
    expect(env.PORT).toBe(8080);
    expect(env.PUBLIC_SITE_URL).toBe("https://example.com");
    expect(env.TRUST_PROXY).toBe(1);
    expect(env.ACCESS_LOG).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "loopback, 10.0.0.0/8" }).TRUST_PROXY).toEqual(["loopback", "10.0.0.0/8"]);
    expect(parseEnv({ TRUST_PROXY: "uniquelocal,127.0.0.1, ::1, fd00::/8" }).TRUST_PROXY).toEqual([
      "uniquelocal",
      "127.0.0.1",
      "::1",
      "fd00::/8",
    ]);
    expect(parseEnv({ TRUST_PROXY: "10.0.0.0/255.0.0.0" }).TRUST_PROXY).toEqual(["10.0.0.0/255.0.0.0"]);
    expect(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
  });

  it("refuses TRUST_PROXY=true (a client could write its own address) in one line naming the accepted forms", () => {
    const error = errorFor({ TRUST_PROXY: "true" });
    expect(error.message).toBe(
      "Invalid configuration: TRUST_PROXY must not be true (it trusts any X-Forwarded-For a client sends); " +
        "use a hop count (1 behind one reverse proxy) or the proxy's addresses/subnets (loopback, 10.0.0.0/8, ...)",
    );
    for (const value of [
      "10.0.0.300",
      "10.0.0.0/33",
      "::1/129",
      "localhost",
      "1.2.3.4/8/8",
      "fd00::/ffff::",
    ]) {
      const refused = errorFor({ TRUST_PROXY: value });
      expect(refused.variable, value).toBe("TRUST_PROXY");
      expect(refused.message, value).toContain("a hop count");
      expect(refused.message.split("\n"), value).toHaveLength(1);
    }
  });

  it.each([
    [{ PORT: "http" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ PUBLIC_SITE_URL: "ftp://example.com" }, "PUBLIC_SITE_URL"],
    [{ PUBLIC_SITE_URL: "not a url" }, "PUBLIC_SITE_URL"],
    [{ SESSION_SECRET: "short" }, "SESSION_SECRET"],
    [{ TRUST_PROXY: "yes please!" }, "TRUST_PROXY"],
    [{ ACCESS_LOG: "maybe" }, "ACCESS_LOG"],
    [{ NODE_ENV: "staging" }, "NODE_ENV"],
    [{ ADMIN_USERNAME: "owner" }, "ADMIN_PASSWORD"],
    [{ ADMIN_PASSWORD: "long-enough-password" }, "ADMIN_USERNAME"],
    [{ ADMIN_USERNAME: "owner", ADMIN_PASSWORD: "short" }, "ADMIN_PASSWORD"],
    [{ ADMIN_USERNAME: "a b", ADMIN_PASSWORD: "long-enough-password" }, "ADMIN_USERNAME"],
    [{ SMTP_URL: "http://mail.example.com" }, "SMTP_URL"],
    [{ SMTP_URL: "smtp://mail.example.com" }, "LEAD_NOTIFY_TO"],
    [{ LEAD_WEBHOOK_URL: "nope" }, "LEAD_WEBHOOK_URL"],
    [{ CONTACT_RATE_PER_MINUTE: "-1" }, "CONTACT_RATE_PER_MINUTE"],
    [{ ANALYTICS_PROVIDER: "mixpanel" }, "ANALYTICS_PROVIDER"],
    [{ ANALYTICS_PROVIDER: "plausible" }, "PLAUSIBLE_DOMAIN"],
    [{ ANALYTICS_PROVIDER: "ga4", GA4_MEASUREMENT_ID: "UA-1" }, "GA4_MEASUREMENT_ID"],
    [{ IMAGE_PROVIDER: "openai" }, "OPENAI_API_KEY"],
    [{ UPLOAD_MAX_BYTES: "lots" }, "UPLOAD_MAX_BYTES"],
    [{ JOBS_CONCURRENCY: "0" }, "JOBS_CONCURRENCY"],
    [{ DOCUMENT_REWRITES: "false" }, "DOCUMENT_REWRITES"],
  ])("names the bad variable in %j", (env, variable) => {
    const error = errorFor(env);
    expect(error.variable).toBe(variable);
    expect(error.message).toMatch(new RegExp(`^Invalid configuration: ${variable} `));
    expect(error.message.split("\n")).toHaveLength(1);
  });
});
