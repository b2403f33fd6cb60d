import Database from "better-sqlite3";
import path from "node:path";
import { expect, test } from "vitest";
import { useRequest } from "../support/vitest-servers";
import { stripPng } from "../support/visualization-fixtures";

/**
 * What visitors upload through the JSON API: credentials in the website address, an image of
 * absurd proportions (the wizard's step 2 in a browser is tests/e2e/visualization-input.spec.ts).
 * On the shared server, whose upload limit is out of reach (tests/support/shared-server.ts); the
 * stored rows are read from its database.
 */
const client = useRequest();

function storedRequests() {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, "app.sqlite"), {
    readonly: true,
    fileMustExist: true,
  });
  try {
    db.pragma("busy_timeout = 5000");
    return db.prepare("select public_id, website_url from visualization_requests").all() as {
      public_id: string;
      website_url: string | null;
    }[];
  } finally {
    db.close();
  }
}

const machines = JSON.stringify([{ category: "vending", type: "snack", quantity: 1 }]);

test("the JSON API refuses a 50,000,000 x 1 pixel image with 413 and drops credentials from the address", async () => {
  const request = client();
  const strip = await request.post("/api/visualization", {
    multipart: {
      machines,
      spacePhoto: { name: "strip.png", mimeType: "image/png", buffer: stripPng(50_000_000, 1) },
    },
  });
  expect(strip.status()).toBe(413);
  expect(await strip.json()).toEqual({
    message: "The space photo is 50000000 x 1 pixels; each side may be at most 12,000 pixels.",
  });

  const wide = await request.post("/api/visualization", {
    multipart: { machines, logo: { name: "wide.png", mimeType: "image/png", buffer: stripPng(2100, 100) } },
  });
  expect(wide.status()).toBe(413);
  expect((await wide.json()).message).toMatch(/at most 20 times its short side/);

  const created = await request.post("/api/visualization", {
    multipart: { machines, websiteUrl: "owner:hunter2@acme.invalid" },
  });
  expect(created.status()).toBe(400);
  const withCredentials = await request.post("/api/visualization", {
    multipart: { machines, websiteUrl: "https://owner:hunter2@acme.invalid/about" },
  });
  expect(withCredentials.status()).toBe(201);
  const { id } = (await withCredentials.json()) as { id: string };
  expect(storedRequests().find((r) => r.public_id === id)?.website_url).toBe("https://acme.invalid/about");

  const typed = await request.post("/api/visualization", {
    multipart: { machines, websiteUrl: "www.acme.invalid/about" },
  });
  expect(typed.status()).toBe(201);
  const typedId = ((await typed.json()) as { id: string }).id;
  expect(storedRequests().find((r) => r.public_id === typedId)?.website_url).toBe(
    "https://www.acme.invalid/about",
  );
});
