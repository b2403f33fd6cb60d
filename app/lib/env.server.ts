import { z } from "zod";
import { isIP } from "node:net";
import path from "node:path";

/**
 * Every setting the server reads from its environment, validated once at boot.
 * A bad value stops the server with one line naming the variable (see `formatEnvError`).
 * README's configuration table and `.env.example` document the same list.
 */

const emptyToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = z.preprocess(
  emptyToUndefined,
  z.url({ protocol: /^https?$/, message: "must be an http(s) URL" }).optional(),
);
const positiveInt = (fallback: number) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ message: "must be a number" })
      .int("must be a whole number")
      .positive("must be positive")
      .default(fallback),
  );
const booleanFlag = (fallback: boolean) =>
  z.preprocess(
    emptyToUndefined,
    z
      .enum(["true", "false", "1", "0", "yes", "no"], { message: "must be true or false" })
      .default(fallback ? "true" : "false")
      .transform((v) => v === "true" || v === "1" || v === "yes"),
  );

/** The names Express (proxy-addr) knows for address ranges. */
const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);
const TRUST_PROXY_FORMS =
  "a hop count (1 behind one reverse proxy) or the proxy's addresses/subnets (loopback, 10.0.0.0/8, ...)";

/** An address, a subnet (address/prefix or address/netmask) or one of Express's range names. */
function isProxyAddress(entry: string) {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = "", range, ...rest] = entry.split("/");
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (range === undefined) return true;
  if (/^\d{1,3}$/.test(range)) return Number(range) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(range) === 4;
}

const trustProxy = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .default("false")
    .transform((value, ctx) => {
      // `true` makes Express take the leftmost X-Forwarded-For entry, which the client writes: every
      // per-address limit could be dodged with a made-up header (docs/decisions/071).
      if (value === "true") {
        ctx.addIssue({
          code: "custom",
          message: `must not be true (it trusts any X-Forwarded-For a client sends); use ${TRUST_PROXY_FORMS}`,
        });
        return z.NEVER;
      }
      if (value === "false") return false as const;
      if (/^\d+$/.test(value)) return Number(value);
      const parts = value
        .split(",")
        .map((p) => p.trim())
        .filter(Boolean);
      if (parts.length === 0 || !parts.every(isProxyAddress)) {
        ctx.addIssue({
          code: "custom",
          message: `must be false, ${TRUST_PROXY_FORMS} (got ${JSON.stringify(value)})`,
        });
        return z.NEVER;
      }
      return parts;
    }),
);

export const envSchema = z
  .object({
    NODE_ENV: z.preprocess(
      emptyToUndefined,
      z.enum(["development", "production", "test"]).default("production"),
    ),
    PORT: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ message: "must be a number" })
        .int("must be a whole number")
        .min(0)
        .max(65535, "must be at most 65535")
        .default(3000),
    ),
    HOST: z.preprocess(emptyToUndefined, z.string().default("0.0.0.0")),
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().default("./data")),
    PUBLIC_SITE_URL: optionalUrl,
    SESSION_SECRET: z.preprocess(
      emptyToUndefined,
      z.string().min(32, "must be at least 32 characters").optional(),
    ),
    /** Seals secrets kept in the database (app/lib/secret-box.server.ts); else DATA_DIR/secret-key. */
    SECRETS_KEY: z.preprocess(
      emptyToUndefined,
      z.string().min(32, "must be at least 32 characters").optional(),
    ),
    TRUST_PROXY: trustProxy,
    ACCESS_LOG: booleanFlag(true),
    /** Counts views of public pages for Insights (app/server/visit-counter.server.ts, decision 083). */
    VISIT_COUNTING: booleanFlag(true),
    /**
     * `off` serves React Router's stock document: no deferred boot, no boot module, no reduced page
     * styles, the style sheet linked instead of inline (app/document/README.md, decision 076).
     */
    DOCUMENT_REWRITES: z.preprocess(
      emptyToUndefined,
      z.enum(["on", "off"], { message: "must be on or off" }).default("on"),
    ),
    ADMIN_USERNAME: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^[A-Za-z0-9._@-]{3,64}$/, "must be 3-64 letters, digits or . _ @ -")
        .optional(),
    ),
    ADMIN_PASSWORD: z.preprocess(
      emptyToUndefined,
      z.string().min(8, "must be at least 8 characters").optional(),
    ),

    // Lead notifications (leads issue).
    SMTP_URL: z.preprocess(
      emptyToUndefined,
      z.url({ protocol: /^smtps?$/, message: "must be an smtp:// or smtps:// URL" }).optional(),
    ),
    MAIL_FROM: optionalString,
    LEAD_NOTIFY_TO: optionalString,
    LEAD_WEBHOOK_URL: optionalUrl,
    LEAD_WEBHOOK_SECRET: optionalString,
    CONTACT_RATE_PER_MINUTE: positiveInt(5),
    CONTACT_RATE_PER_DAY: positiveInt(50),
    CONTACT_MIN_FILL_MS: z.preprocess(
      emptyToUndefined,
      z.coerce.number({ message: "must be a number" }).int().min(0).default(3000),
    ),
    /** Test-only: first retry delay of lead notifications in ms (refused when NODE_ENV=production). */
    LEAD_RETRY_BASE_MS: z.preprocess(
      emptyToUndefined,
      z.coerce.number({ message: "must be a number" }).int().positive("must be positive").optional(),
    ),

    // Prize game: per client IP and hour, draws (coin drops) and entry attempts.
    PRIZE_DRAWS_PER_HOUR: positiveInt(30),
    PRIZE_ENTRIES_PER_HOUR: positiveInt(30),

    // Uploads and sign-in (app/lib/rate-limits.server.ts has every limit in one place).
    VISUALIZATIONS_PER_10_MINUTES: positiveInt(40),
    VISUALIZATION_ADJUSTS_PER_10_MINUTES: positiveInt(60),
    LOGIN_FAILURES_PER_USER_AND_ADDRESS: positiveInt(5),
    LOGIN_FAILURES_PER_ADDRESS: positiveInt(20),
    LOGIN_SLOW_AFTER_FAILURES: positiveInt(10),
    /**
     * Test-only: the first delay of the sign-in slow-down in ms (250 otherwise; the cap stays ten
     * times the first delay). Refused when NODE_ENV=production (docs/decisions/075-test-suite-speed.md).
     */
    LOGIN_SLOW_DELAY_BASE_MS: z.preprocess(
      emptyToUndefined,
      z.coerce.number({ message: "must be a number" }).int().positive("must be positive").optional(),
    ),

    // Analytics (public site issue): none unless configured.
    ANALYTICS_PROVIDER: z.preprocess(emptyToUndefined, z.enum(["none", "plausible", "ga4"]).default("none")),
    PLAUSIBLE_DOMAIN: optionalString,
    PLAUSIBLE_SCRIPT_URL: optionalUrl,
    GA4_MEASUREMENT_ID: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^G-[A-Z0-9]+$/, "must look like G-XXXXXXX")
        .optional(),
    ),

    // Space visualization (visualization issue).
    IMAGE_PROVIDER: z.preprocess(emptyToUndefined, z.enum(["none", "openai"]).default("none")),
    OPENAI_API_KEY: optionalString,
    OPENAI_BASE_URL: optionalUrl,
    OPENAI_IMAGE_MODEL: z.preprocess(emptyToUndefined, z.string().default("gpt-image-1")),
    UPLOAD_MAX_BYTES: positiveInt(10 * 1024 * 1024),
    VISUALIZATION_RETENTION_DAYS: positiveInt(30),
    /**
     * TEST ONLY: exact "127.0.0.1:PORT" origins the branding fetch may read although they are
     * loopback (the e2e tests' local "company website"). Only loopback with an explicit port is
     * accepted, so it cannot open the LAN or the metadata service; the server warns at start.
     */
    UNSAFE_TEST_FETCH_ALLOW_LOOPBACK: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(
          /^(?:(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|localhost):\d{1,5})(?:,(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|localhost):\d{1,5})*$/,
          "must be a comma separated list of 127.0.0.1:PORT entries (test only)",
        )
        .optional(),
    ),

    // Background jobs.
    JOBS_CONCURRENCY: positiveInt(2),

    // Backups (docs/decisions/048 and 068): a daily backup at BACKUP_AT (America/New_York) into BACKUP_DIR, keeping the newest BACKUP_KEEP.
    BACKUP_DIR: optionalString,
    BACKUP_KEEP: positiveInt(14),
    // The largest backup .tar accepted by Settings → Restore (larger: `npm run db:restore -- --from x.tar`).
    BACKUP_UPLOAD_MAX_BYTES: positiveInt(512 * 1024 * 1024),
    BACKUP_AT: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a 24-hour time such as 03:00")
        .default("03:00"),
    ),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.ADMIN_USERNAME) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: "custom",
        path: [env.ADMIN_USERNAME ? "ADMIN_PASSWORD" : "ADMIN_USERNAME"],
        message: "must be set together with " + (env.ADMIN_USERNAME ? "ADMIN_USERNAME" : "ADMIN_PASSWORD"),
      });
    }
    if (env.ANALYTICS_PROVIDER === "plausible" && !env.PLAUSIBLE_DOMAIN) {
      ctx.addIssue({
        code: "custom",
        path: ["PLAUSIBLE_DOMAIN"],
        message: "is required when ANALYTICS_PROVIDER=plausible",
      });
    }
    if (env.ANALYTICS_PROVIDER === "ga4" && !env.GA4_MEASUREMENT_ID) {
      ctx.addIssue({
        code: "custom",
        path: ["GA4_MEASUREMENT_ID"],
        message: "is required when ANALYTICS_PROVIDER=ga4",
      });
    }
    if (env.IMAGE_PROVIDER === "openai" && !env.OPENAI_API_KEY) {
      ctx.addIssue({
        code: "custom",
        path: ["OPENAI_API_KEY"],
        message: "is required when IMAGE_PROVIDER=openai",
      });
    }
    if (env.SMTP_URL && !env.LEAD_NOTIFY_TO) {
      ctx.addIssue({ code: "custom", path: ["LEAD_NOTIFY_TO"], message: "is required when SMTP_URL is set" });
    }
    if (env.LEAD_WEBHOOK_URL && !env.LEAD_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["LEAD_WEBHOOK_SECRET"],
        message: "is required when LEAD_WEBHOOK_URL is set (it signs every delivery)",
      });
    }
    for (const testOnly of ["LEAD_RETRY_BASE_MS", "LOGIN_SLOW_DELAY_BASE_MS"] as const) {
      if (env[testOnly] !== undefined && env.NODE_ENV === "production") {
        ctx.addIssue({
          code: "custom",
          path: [testOnly],
          message: "is for tests only and is refused when NODE_ENV=production",
        });
      }
    }
  })
  .transform((env) => ({
    ...env,
    PUBLIC_SITE_URL: (env.PUBLIC_SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
    BACKUP_DIR: env.BACKUP_DIR ?? path.join(env.DATA_DIR, "backups"),
    isProduction: env.NODE_ENV === "production",
  }));

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  constructor(
    readonly variable: string,
    readonly problem: string,
  ) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.name = "EnvError";
  }
}

/** Parses an environment; throws an EnvError naming the first bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const variable = String(issue.path[0] ?? "environment");
  const raw = source[variable];
  const problem =
    raw === undefined || issue.code !== "invalid_value" ? issue.message : `${issue.message} (got "${raw}")`;
  throw new EnvError(
    variable,
    problem.startsWith("Invalid option") ? `must be one of the documented values (got "${raw}")` : problem,
  );
}

let cached: Env | undefined;

/** The validated environment of this process (parsed on first use). */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** For tests: forget the parsed environment so the next getEnv() reads process.env again. */
export function resetEnvForTests() {
  cached = undefined;
}
