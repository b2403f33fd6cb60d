import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/**
 * Real stand-ins for the outside services lead notifications talk to: an SMTP server (the
 * `smtp-server` package) and an HTTP webhook receiver. Both can be stopped and started again on
 * the same port, to test outages.
 */

export interface ReceivedMail {
  raw: string;
  from: string;
  to: string[];
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
  calendar: string;
}

export interface SmtpSink {
  port: number;
  url: string;
  mails: ReceivedMail[];
  start(): Promise<void>;
  stop(): Promise<void>;
  waitFor(predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
}

/**
 * `auth`: the server takes mail only after signing in with this user name and password (over the
 * plain connection, as a local relay may), and refuses any other (535, as real servers answer).
 */
export async function startSmtpSink(
  options: { auth?: { user: string; pass: string } } = {},
): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  let port = 0;
  const sink: SmtpSink = {
    port: 0,
    url: "",
    mails,
    async start() {
      const { auth } = options;
      server = new SMTPServer({
        authOptional: !auth,
        allowInsecureAuth: Boolean(auth),
        onAuth(credentials, _session, callback) {
          if (auth && credentials.username === auth.user && credentials.password === auth.pass)
            return callback(null, { user: credentials.username });
          callback(Object.assign(new Error("Invalid username or password"), { responseCode: 535 }));
        },
        disabledCommands: ["STARTTLS"],
        logger: false,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", () => {
            const raw = Buffer.concat(chunks).toString("utf8");
            mails.push({
              ...parseMail(raw),
              raw,
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              to: session.envelope.rcptTo.map((r) => r.address),
            });
            callback();
          });
        },
      });
      await new Promise<void>((resolve, reject) => {
        server!.once("error", reject);
        server!.listen(port, "127.0.0.1", () => resolve());
      });
      // A client that dies mid-session (the crash test SIGKILLs the app while it sends) resets its
      // connection; smtp-server reports that as an "error" event, which must not end the test run.
      server.on("error", () => {});
      port = (server.server.address() as AddressInfo).port;
      sink.port = port;
      sink.url = `smtp://127.0.0.1:${port}`;
    },
    async stop() {
      const s = server;
      server = undefined;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    waitFor: (predicate, timeoutMs = 15_000) =>
      waitUntil(() => mails.find(predicate), timeoutMs, "an e-mail"),
  };
  await sink.start();
  return sink;
}

export interface ReceivedHook {
  headers: IncomingHttpHeaders;
  body: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the captured webhook body, read freely by assertions
  json: any;
}

export interface WebhookSink {
  port: number;
  url: string;
  hooks: ReceivedHook[];
  /** The status the receiver answers with (default 200). */
  status: number;
  start(): Promise<void>;
  stop(): Promise<void>;
  waitFor(predicate: (hook: ReceivedHook) => boolean, timeoutMs?: number): Promise<ReceivedHook>;
}

export async function startWebhookSink(): Promise<WebhookSink> {
  let server: Server | undefined;
  let port = 0;
  const sink: WebhookSink = {
    port: 0,
    url: "",
    hooks: [],
    status: 200,
    async start() {
      server = createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on("data", (c: Buffer) => chunks.push(c));
        req.on("end", () => {
          const body = Buffer.concat(chunks).toString("utf8");
          if (sink.status >= 200 && sink.status < 300) {
            let json: unknown = null;
            try {
              json = JSON.parse(body);
            } catch {
              json = null;
            }
            sink.hooks.push({ headers: req.headers, body, json });
          }
          res.writeHead(sink.status, { "Content-Type": "text/plain", Connection: "close" }).end("ok");
        });
      });
      await new Promise<void>((resolve, reject) => {
        server!.once("error", reject);
        server!.listen(port, "127.0.0.1", () => resolve());
      });
      port = (server.address() as AddressInfo).port;
      sink.port = port;
      sink.url = `http://127.0.0.1:${port}/hooks/leads`;
    },
    async stop() {
      const s = server;
      server = undefined;
      if (s) {
        s.closeAllConnections();
        await new Promise<void>((resolve) => s.close(() => resolve()));
      }
    },
    waitFor: (predicate, timeoutMs = 15_000) =>
      waitUntil(() => sink.hooks.find(predicate), timeoutMs, "a webhook delivery"),
  };
  await sink.start();
  return sink;
}

export async function waitUntil<T>(
  probe: () => T | undefined | Promise<T | undefined>,
  timeoutMs: number,
  what: string,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== null && value !== false) return value as T;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A small MIME reader: top-level headers, and the text/plain and text/html parts decoded. */
export function parseMail(raw: string) {
  const { headers, body } = splitHeaders(raw);
  const parts: { type: string; body: string }[] = [];
  collectParts(headers, body, parts);
  return {
    headers,
    subject: decodeWords(headers["subject"] ?? ""),
    text: parts.find((p) => p.type === "text/plain")?.body ?? "",
    html: parts.find((p) => p.type === "text/html")?.body ?? "",
    /** The invitation of a site-visit e-mail (docs/decisions/082), as sent. */
    calendar: parts.find((p) => p.type === "text/calendar")?.body ?? "",
  };
}

function splitHeaders(raw: string) {
  const index = raw.search(/\r?\n\r?\n/);
  const head = index === -1 ? raw : raw.slice(0, index);
  const body = index === -1 ? "" : raw.slice(index).replace(/^\r?\n\r?\n/, "");
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function collectParts(headers: Record<string, string>, body: string, out: { type: string; body: string }[]) {
  const type = (headers["content-type"] ?? "text/plain").split(";")[0]!.trim().toLowerCase();
  if (type.startsWith("multipart/")) {
    const boundary = /boundary="?([^";]+)"?/i.exec(headers["content-type"] ?? "")?.[1];
    if (!boundary) return;
    const sections = body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith("--")) break;
      const part = splitHeaders(section.replace(/^\r?\n/, ""));
      collectParts(part.headers, part.body, out);
    }
    return;
  }
  const encoding = (headers["content-transfer-encoding"] ?? "7bit").toLowerCase();
  let decoded = body.replace(/\r?\n$/, "");
  if (encoding === "quoted-printable") {
    decoded = Buffer.from(
      decoded
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      "latin1",
    ).toString("utf8");
  } else if (encoding === "base64") {
    decoded = Buffer.from(decoded.replace(/\s+/g, ""), "base64").toString("utf8");
  }
  out.push({ type, body: decoded.replace(/\r\n/g, "\n") });
}

function decodeWords(value: string) {
  return value.replace(/=\?utf-8\?([qb])\?([^?]*)\?=\s*/gi, (_, mode: string, text: string) =>
    mode.toLowerCase() === "b"
      ? Buffer.from(text, "base64").toString("utf8")
      : Buffer.from(
          text
            .replace(/_/g, " ")
            .replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          "latin1",
        ).toString("utf8"),
  );
}
