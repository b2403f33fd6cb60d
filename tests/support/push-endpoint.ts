import { createECDH, randomBytes, type ECDH } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import * as ece from "http_ece";

/**
 * A real stand-in for a browser's push service and the device behind it: a `node:http` server whose
 * URL is the subscription's endpoint, with the device's own keys (an ECDH P-256 pair and a 16-byte
 * auth secret, as a browser makes them). Each push it receives is decrypted with those keys by
 * `http_ece` (RFC 8188/8291), so a test reads exactly what the phone would show.
 */
export interface ReceivedPush {
  headers: IncomingHttpHeaders;
  /** The decrypted payload, parsed as JSON. */
  payload: { title: string; body: string; url: string; tag?: string };
}

export interface PushEndpoint {
  url: string;
  /** What PushSubscription.toJSON() gives the page: endpoint and keys (base64url). */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  received: ReceivedPush[];
  /** The status the endpoint answers with (201 by default; 410 "this device is gone"). */
  status: number;
  waitFor(predicate: (push: ReceivedPush) => boolean, timeoutMs?: number): Promise<ReceivedPush>;
  stop(): Promise<void>;
}

export async function startPushEndpoint(): Promise<PushEndpoint> {
  const device: ECDH = createECDH("prime256v1");
  device.generateKeys();
  const auth = randomBytes(16).toString("base64url");
  const received: ReceivedPush[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      try {
        const plain = ece.decrypt(Buffer.concat(chunks), {
          version: "aes128gcm",
          privateKey: device,
          authSecret: auth,
        });
        received.push({ headers: req.headers, payload: JSON.parse(plain.toString("utf8")) });
      } catch (error) {
        console.error("push endpoint: could not decrypt", error);
        res.writeHead(400).end();
        return;
      }
      res.writeHead(endpoint.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/push/device-1`;
  const endpoint: PushEndpoint = {
    url,
    subscription: { endpoint: url, keys: { p256dh: device.getPublicKey().toString("base64url"), auth } },
    received,
    status: 201,
    async waitFor(predicate, timeoutMs = 15_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find(predicate);
        if (found) return found;
        if (Date.now() > until) throw new Error("no matching push arrived");
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return endpoint;
}
