import { expect, test } from "@playwright/test";
import http from "node:http";
import net from "node:net";
import { removeDataDir, startAppServer, type AppServer } from "../support/app-server";

/**
 * A refused request body (413/415 before or while reading it) must leave a keep-alive connection
 * usable: the server reads and drops the rest (up to 4 MB) so the client's next request on the
 * same socket is answered, or, for a larger body, says `Connection: close` so the client opens a
 * new one. It used to answer `keep-alive` and then reset the socket (the next request: ECONNRESET).
 * Its own server, without a browser: one keep-alive socket (maxSockets 1) per test.
 * Also: a client that goes away mid-request is an info line in the log, not an error.
 */
let app: AppServer;
test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  app = await startAppServer({ env: { UPLOAD_MAX_BYTES: String(100 * 1024) } });
});
test.afterAll(async () => {
  await app?.stop();
  if (app) removeDataDir(app.dataDir);
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  reusedSocket: boolean;
}

function send(
  agent: http.Agent,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: Buffer | string } = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const body = init.body === undefined ? undefined : Buffer.from(init.body);
    const req = http.request(
      `${app.url}${path}`,
      {
        agent,
        method: init.method ?? (body ? "POST" : "GET"),
        headers: { ...init.headers, ...(body ? { "content-length": String(body.length) } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString("utf8"),
            reusedSocket: req.reusedSocket,
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** The refused request, then a second one that must travel on the same connection. */
async function refusedThenNext(
  path: string,
  init: { headers: Record<string, string>; body: Buffer | string },
) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const refused = await send(agent, path, init);
    const next = await send(agent, "/healthz");
    return { refused, next };
  } finally {
    agent.destroy();
  }
}

const json = { "content-type": "application/json" };
const multipart = (boundary: string) => ({ "content-type": `multipart/form-data; boundary=${boundary}` });

function multipartBody(
  boundary: string,
  parts: { name: string; filename?: string; type?: string; data: Buffer | string }[],
) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ""}`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ""}\r\n`,
      ),
    );
    chunks.push(Buffer.from(part.data), Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const machines = JSON.stringify([{ category: "vending", type: "snack", quantity: 1 }]);

test("a 413 for a 200 KB JSON body leaves the keep-alive connection usable", async () => {
  const { refused, next } = await refusedThenNext("/api/contact", {
    headers: json,
    body: JSON.stringify({ message: "x".repeat(200_000) }),
  });
  expect(refused.status).toBe(413);
  expect(JSON.parse(refused.body).message).toMatch(/larger than 32 KB/);
  expect(next.status).toBe(200);
  expect(next.reusedSocket).toBe(true);
});

test("a 413 found while reading a JSON body sent without its length leaves the connection usable", async () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const refused = await new Promise<Answer>((resolve, reject) => {
      const req = http.request(
        `${app.url}/api/contact`,
        { agent, method: "POST", headers: { ...json, "transfer-encoding": "chunked" } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks).toString(),
              reusedSocket: false,
            }),
          );
        },
      );
      req.on("error", reject);
      for (let i = 0; i < 10; i++) req.write(`"${"y".repeat(10_000)}"`);
      req.end();
    });
    expect(refused.status).toBe(413);
    // Of unknown length: the server closes, and says so; the next request gets a new connection.
    expect(refused.headers.connection).toBe("close");
    expect((await send(agent, "/healthz")).status).toBe(200);
  } finally {
    agent.destroy();
  }
});

test("a 415 for a body the API does not read leaves the connection usable", async () => {
  const { refused, next } = await refusedThenNext("/api/visualization", {
    headers: { "content-type": "text/plain" },
    body: "z".repeat(200_000),
  });
  expect(refused.status).toBe(415);
  expect(next.status).toBe(200);
  expect(next.reusedSocket).toBe(true);
});

test("a 413 for an upload over the file limit leaves the connection usable (API and no-JS form)", async () => {
  const boundary = "----vending-test-boundary";
  const body = multipartBody(boundary, [
    { name: "machines", data: machines },
    { name: "spacePhoto", filename: "room.jpg", type: "image/jpeg", data: Buffer.alloc(300 * 1024, 1) },
  ]);
  const api = await refusedThenNext("/api/visualization", { headers: multipart(boundary), body });
  expect(api.refused.status).toBe(413);
  expect(api.next.status).toBe(200);
  expect(api.next.reusedSocket).toBe(true);

  const form = await refusedThenNext("/space-visualization?step=2&m=snack:1", {
    headers: multipart(boundary),
    body,
  });
  expect(form.refused.status).toBe(302);
  expect(form.refused.headers.location).toContain("error=too-large");
  expect(form.next.status).toBe(200);
  expect(form.next.reusedSocket).toBe(true);
});

test("a 413 from a no-JS form post (the consultation form) leaves the connection usable", async () => {
  const headers = { "content-type": "application/x-www-form-urlencoded" };
  for (const size of [200_000, 2_000_000]) {
    const { refused, next } = await refusedThenNext("/contact", {
      headers,
      body: `fullName=A&message=${"m".repeat(size)}`,
    });
    expect(refused.status).toBe(413);
    expect(next.status).toBe(200);
    expect(next.reusedSocket).toBe(true);
  }
});

test("a body larger than what the server drains is answered with Connection: close, and the client reconnects", async () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const refused = await send(agent, "/api/contact", {
      headers: json,
      body: JSON.stringify({ message: "x".repeat(6 * 1024 * 1024) }),
    }).catch((error: NodeJS.ErrnoException) => error);
    // The client may still be sending when the server closes; it must not be told keep-alive.
    if (!(refused instanceof Error)) {
      expect(refused.status).toBe(413);
      expect(refused.headers.connection).toBe("close");
    }
    const next = await send(agent, "/healthz");
    expect(next.status).toBe(200);
    expect(next.reusedSocket).toBe(false);
  } finally {
    agent.destroy();
  }
});

/** Sends the head of a POST and part of its body, then drops the connection. */
async function abortMidBody(path: string, contentType: string, partial: string) {
  const socket = net.connect(app.port, "127.0.0.1");
  socket.on("error", () => undefined);
  await new Promise<void>((resolve) => socket.once("connect", resolve));
  const head = `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${app.port}\r\nContent-Type: ${contentType}\r\nContent-Length: 20000\r\n\r\n`;
  await new Promise<void>((resolve) => socket.write(head + partial, () => resolve()));
  socket.destroy();
}

test("a client that goes away mid-request is one info line in the log, without a stack trace", async () => {
  const from = app.output().length;
  const log = () => app.output().slice(from);
  await abortMidBody("/api/contact", "application/json", '{"fullName":"Ab');
  await expect.poll(log).toContain("request aborted by client: POST /api/contact");
  await abortMidBody("/contact", "application/x-www-form-urlencoded", "fullName=Ab");
  await expect.poll(log).toContain("request aborted by client: POST /contact");
  const boundary = "----vending-abort";
  const upload = `--${boundary}\r\nContent-Disposition: form-data; name="spacePhoto"; filename="room.jpg"\r\nContent-Type: image/jpeg\r\n\r\n${"j".repeat(2000)}`;
  await abortMidBody("/api/visualization", `multipart/form-data; boundary=${boundary}`, upload);
  await expect.poll(log).toContain("request aborted by client: POST /api/visualization");
  await abortMidBody(
    "/space-visualization?step=2&m=snack:1",
    `multipart/form-data; boundary=${boundary}`,
    upload,
  );
  await expect.poll(log).toContain("request aborted by client: POST /space-visualization");
  // Once the server is idle again: nothing else was logged for them.
  expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
  expect(log().match(/request aborted by client/g)).toHaveLength(4);
  expect(log()).not.toMatch(/^\s+at /m);
  expect(log()).not.toMatch(/failed|Error/);
});

test("route actions refuse a form body over 64 KB with 413 (they used to read it whole) and keep the connection", async () => {
  const form = { "content-type": "application/x-www-form-urlencoded", origin: app.url };
  for (const path of ["/prize", "/auth"]) {
    const { refused, next } = await refusedThenNext(path, {
      headers: form,
      body: `intent=draw&username=${"x".repeat(200_000)}`,
    });
    expect(refused.status, path).toBe(413);
    expect(next.status, path).toBe(200);
    expect(next.reusedSocket, path).toBe(true);
  }
});
