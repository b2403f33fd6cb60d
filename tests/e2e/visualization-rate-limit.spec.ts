import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { removeDataDir, startAppServer, type AppServer } from "../support/app-server";

/**
 * The upload rate limit (40 per 10 minutes per address) answers a visitor who is still uploading:
 * the server reads the rest of the body before its answer, because a browser reads no answer
 * before it has sent its whole request (an unread 8 MB upload left the no-JS page hanging).
 * Its own server: tripping the limit must not touch other specs.
 */
let app: AppServer;
test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  app = await startAppServer();
});
test.afterAll(async () => {
  await app?.stop();
  if (app) removeDataDir(app.dataDir);
});

const machines = JSON.stringify([{ category: "vending", type: "snack", quantity: 1 }]);
const bigFile = () => ({ name: "room.jpg", mimeType: "image/jpeg", buffer: randomBytes(8 * 1024 * 1024) });

test("over the upload limit, a large upload still gets its answer: 429 from the API, the busy message on the form @nojs", async ({
  page,
  playwright,
}) => {
  test.setTimeout(90_000);
  const api = await playwright.request.newContext({ baseURL: app.url });
  let status = 0;
  for (let i = 0; i < 41 && status !== 429; i++)
    status = (await api.post("/api/visualization", { multipart: { machines } })).status();
  expect(status).toBe(429);
  const refused = await api.post("/api/visualization", {
    multipart: { machines, spacePhoto: bigFile() },
    timeout: 20_000,
  });
  expect(refused.status()).toBe(429);
  expect(refused.headers()["retry-after"]).toBeTruthy();
  await api.dispose();

  await page.goto(`${app.url}/space-visualization?step=2&m=snack:1`);
  await page.getByLabel("Your website").fill("https://busy.invalid");
  await page.getByLabel("Photo of your space (optional)").setInputFiles(bigFile());
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/error=busy/, { timeout: 20_000 });
  await expect(page.getByText("Too many requests. Please wait a moment and try again.")).toBeVisible();
});
