import { GetObjectCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A real S3-compatible server process (tests/support/s3-server-process.mjs) for the off-site copy's
 * tests: started, stopped or killed (SIGKILL, an outage mid-upload) and started again on the same
 * port and folder, so objects written before an outage are still there after it.
 */
export interface S3TestServer {
  endpoint: string;
  port: number;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Starts it again (same port, same objects). */
  start(): Promise<void>;
  /** SIGTERM and wait. */
  stop(): Promise<void>;
  /** SIGKILL and wait: the service vanishes mid-request. */
  kill(): Promise<void>;
  /** Every request the server received so far ("PUT /bucket/key?partNumber=1&uploadId=..."). */
  requests: string[];
  /** The keys under `prefix`, sorted. */
  keys(prefix?: string): Promise<string[]>;
  /** An object's bytes. */
  bytes(key: string): Promise<Buffer>;
  /** Stops it and removes its folder. */
  cleanup(): Promise<void>;
}

const LAUNCHER = path.resolve(import.meta.dirname, "s3-server-process.mjs");

export const S3_TEST_KEY = {
  accessKeyId: "VENDINGTESTKEY01",
  secretAccessKey: "test-secret-Zq8vX2pL9mR4tY7w",
};

export async function startS3Server(options: { bucket?: string } = {}): Promise<S3TestServer> {
  const bucket = options.bucket ?? "site-backups";
  const dir = mkdtempSync(path.join(tmpdir(), "vending-s3-"));
  let child: ChildProcess | undefined;
  let port = 0;

  async function start() {
    const proc = spawn(process.execPath, [LAUNCHER], {
      cwd: path.resolve(import.meta.dirname, "../.."),
      env: {
        PATH: process.env.PATH ?? "",
        S3_PORT: String(port),
        S3_DIR: dir,
        S3_BUCKET: bucket,
        S3_KEY_ID: S3_TEST_KEY.accessKeyId,
        S3_SECRET: S3_TEST_KEY.secretAccessKey,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    let pending = "";
    proc.stderr!.on("data", (chunk) => (output += chunk));
    const ready = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`The S3 server did not start:\n${output}`)), 15_000);
      proc.stdout!.on("data", (chunk: Buffer) => {
        pending += chunk.toString();
        const lines = pending.split("\n");
        pending = lines.pop()!;
        for (const line of lines) {
          const message = JSON.parse(line) as { port?: number; request?: string };
          if (message.request) server.requests.push(message.request);
          if (message.port) {
            clearTimeout(timer);
            resolve(message.port);
          }
        }
      });
      proc.once("exit", (code) => {
        clearTimeout(timer);
        reject(new Error(`The S3 server exited (${code}):\n${output}`));
      });
    });
    port = ready;
    child = proc;
    server.port = port;
    server.endpoint = `http://127.0.0.1:${port}`;
  }

  async function end(signal: NodeJS.Signals) {
    const proc = child;
    child = undefined;
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
    const exited = once(proc, "exit");
    proc.kill(signal);
    await exited;
  }

  function client() {
    return new S3Client({
      endpoint: server.endpoint,
      region: "us-east-1",
      forcePathStyle: true,
      credentials: S3_TEST_KEY,
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
  }

  const server: S3TestServer = {
    endpoint: "",
    port: 0,
    bucket,
    ...S3_TEST_KEY,
    requests: [],
    start,
    stop: () => end("SIGTERM"),
    kill: () => end("SIGKILL"),
    async keys(prefix = "") {
      const s3 = client();
      try {
        const keys: string[] = [];
        let token: string | undefined;
        do {
          const page = await s3.send(
            new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
          );
          keys.push(...(page.Contents ?? []).map((o) => o.Key!));
          token = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (token);
        return keys.sort();
      } finally {
        s3.destroy();
      }
    },
    async bytes(key) {
      const s3 = client();
      try {
        const answer = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return Buffer.from(await answer.Body!.transformToByteArray());
      } finally {
        s3.destroy();
      }
    },
    async cleanup() {
      await end("SIGKILL");
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await start();
  return server;
}
