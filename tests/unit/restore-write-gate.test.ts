import SQLite from "better-sqlite3";
import express from "express";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "#db/index";
import { db } from "~/lib/db.server";
import { JobsRunner } from "~/lib/jobs-runner.server";
import { createUserSession } from "~/lib/session.server";
import { writeGate, writeGateClosed } from "~/lib/write-gate.server";
import { backUpNow } from "~/models/backups.server";
import { restoreInServer } from "~/models/restore.server";
import { createUser } from "~/models/users.server";

// A lead POSTed while a restore runs is either refused (503) or committed before the pre-restore
// copy is taken (so it is in before-restore-*): never acknowledged and then overwritten.
let runner: JobsRunner;
let base: string;
let close: () => void;
let hold: Promise<void> = Promise.resolve();
let entered = 0;
beforeAll(async () => {
  await migrateToLatest(db());
  runner = new JobsRunner(db(), { log: () => undefined, pollMs: 20 });
  const app = express();
  app.use(writeGate);
  app.post("/api/lead/:name", async (req, res) => {
    entered++;
    await hold;
    await db()
      .insertInto("contact_requests")
      .values({ full_name: req.params.name, email: "l@example.com", created_at: new Date().toISOString() })
      .execute();
    res.status(201).json({ ok: true });
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(async () => {
  close();
  await runner.stop(1000);
});

const post = (name: string) => fetch(`${base}/api/lead/${encodeURIComponent(name)}`, { method: "POST" });

function leadsIn(file: string) {
  const copy = new SQLite(file, { readonly: true });
  try {
    return copy.prepare("select full_name from contact_requests").pluck().all() as string[];
  } finally {
    copy.close();
  }
}

describe("the write gate during a restore from the admin", () => {
  it("lets a lead in flight finish before the pre-restore copy, and refuses new ones with 503", async () => {
    const user = await createUser(db(), { username: "owner", password: "a long enough password 123" });
    await createUserSession(user.id, new Request("http://localhost/"));
    const sessionId = (
      await db().selectFrom("sessions").select("id").where("user_id", "=", user.id).executeTakeFirstOrThrow()
    ).id;
    const backup = await backUpNow(db(), "manual");
    if (!backup.ok) throw new Error(backup.error);

    let release!: () => void;
    hold = new Promise<void>((resolve) => (release = resolve));
    const inFlight = post("In flight");
    await expect.poll(() => entered).toBe(1);
    const restoring = restoreInServer(
      path.basename(backup.folder),
      { id: sessionId, userId: user.id, username: "owner" },
      { runner, log: () => undefined },
    );
    await expect.poll(() => writeGateClosed()).toBe(true);
    const refused = await post("During the restore");
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await refused.json()).toEqual({ message: expect.stringMatching(/restoring a backup/) });
    release();
    expect((await inFlight).status).toBe(201);
    const outcome = await restoring;
    expect(outcome).toMatchObject({ ok: true });
    if (!outcome.ok) return;
    expect(leadsIn(path.join(outcome.kept!, "app.sqlite"))).toContain("In flight");
    expect(leadsIn(path.join(outcome.kept!, "app.sqlite"))).not.toContain("During the restore");
    expect(writeGateClosed()).toBe(false);
    hold = Promise.resolve();
    expect((await post("After the restore")).status).toBe(201);
  });

  it("gives up with a plain reason when a write in flight does not finish in time", async () => {
    const backupName = (await backUpNow(db(), "manual")) as { ok: true; folder: string };
    const user = await createUser(db(), { username: "second", password: "a long enough password 123" });
    let release!: () => void;
    hold = new Promise<void>((resolve) => (release = resolve));
    const inFlight = post("Slow");
    await expect.poll(() => entered).toBe(3);
    const outcome = await restoreInServer(
      path.basename(backupName.folder),
      { id: "none", userId: user.id, username: "second" },
      { runner, waitForWritesMs: 100, log: () => undefined },
    );
    expect(outcome).toEqual({ ok: false, error: expect.stringMatching(/try again in a minute/) });
    expect(writeGateClosed()).toBe(false);
    release();
    expect((await inFlight).status).toBe(201);
  });
});
