import { existsSync } from "node:fs";

/** Debian's Chromium (browsers cannot be downloaded here); CHROMIUM_PATH overrides. */
export const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export function assertChromium() {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium not found at ${chromiumPath}. Install Debian's: sudo apt-get update && sudo apt-get install -y --no-install-recommends chromium (or set CHROMIUM_PATH).`,
    );
  }
}
