import type { Env } from "./env.server";

/** What the browser needs to report page views (null: no analytics, no third-party request). */
export type AnalyticsConfig =
  | { provider: "plausible"; scriptUrl: string; domain: string }
  | { provider: "ga4"; scriptUrl: string; measurementId: string }
  | null;

const PLAUSIBLE_DEFAULT_SCRIPT = "https://plausible.io/js/script.manual.js";

export function analyticsConfig(env: Env): AnalyticsConfig {
  if (env.ANALYTICS_PROVIDER === "plausible" && env.PLAUSIBLE_DOMAIN) {
    return {
      provider: "plausible",
      scriptUrl: env.PLAUSIBLE_SCRIPT_URL ?? PLAUSIBLE_DEFAULT_SCRIPT,
      domain: env.PLAUSIBLE_DOMAIN,
    };
  }
  if (env.ANALYTICS_PROVIDER === "ga4" && env.GA4_MEASUREMENT_ID) {
    return {
      provider: "ga4",
      scriptUrl: `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(env.GA4_MEASUREMENT_ID)}`,
      measurementId: env.GA4_MEASUREMENT_ID,
    };
  }
  return null;
}

/** The only third-party origins the CSP allows: the configured provider's, or none. */
export function analyticsCspSources(env: Env): { script: string[]; connect: string[]; img: string[] } {
  const config = analyticsConfig(env);
  if (!config) return { script: [], connect: [], img: [] };
  if (config.provider === "plausible") {
    const origin = new URL(config.scriptUrl).origin;
    return { script: [origin], connect: [origin], img: [] };
  }
  const google = [
    "https://www.googletagmanager.com",
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
  ];
  return { script: ["https://www.googletagmanager.com"], connect: google, img: google };
}
