// `npm run bench -- --only offsite-upload`: a backup folder of 48 and 480 MiB streamed as its tar to
// a local S3-compatible server (tests/support/s3-server.ts) with the production settings (16 MiB
// parts, two in flight): time, parts, and how much this process's memory grew. The growth stays
// flat as the backup grows (the archive is streamed, never held whole). Nothing is asserted
// (docs/performance.md); the server runs on the same disk, so the rate is a floor, not a network figure.
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { s3Client, uploadStream } from "~/lib/s3.server";
import { tarFolder } from "#db/tar";
import { startS3Server, S3_TEST_KEY } from "../../tests/support/s3-server";

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

export default async function offsiteUpload() {
  const s3 = await startS3Server();
  const client = s3Client({
    endpoint: s3.endpoint,
    region: "us-east-1",
    bucket: s3.bucket,
    pathStyle: true,
    ...S3_TEST_KEY,
  });
  const chunk = randomBytes(16 * 1024 * 1024); // random: a tar of it does not shrink
  try {
    for (const sizeMiB of [48, 480]) {
      const dir = mkdtempSync(path.join(tmpdir(), "bench-offsite-"));
      try {
        mkdirSync(path.join(dir, "backup-1"));
        for (let i = 0; i < sizeMiB / 16; i++) writeFileSync(path.join(dir, "backup-1", `f${i}.bin`), chunk);
        const before = process.memoryUsage().rss;
        let peak = before;
        const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
        const started = performance.now();
        const tar = tarFolder(dir, "backup-1");
        let parts = 0;
        const result = await uploadStream(client, {
          bucket: s3.bucket,
          key: `bench/backup-${sizeMiB}.tar`,
          body: tar.stream,
          onPart: () => parts++,
        });
        await tar.finished;
        const seconds = (performance.now() - started) / 1000;
        clearInterval(sampler);
        console.log(
          `${mib(result.size)} in ${seconds.toFixed(1)} s (${(result.size / 1024 / 1024 / seconds).toFixed(0)} MiB/s), ${parts} part(s); memory +${mib(peak - before)} (peak RSS ${mib(peak)})`,
        );
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
  } finally {
    client.destroy();
    await s3.cleanup();
  }
}
