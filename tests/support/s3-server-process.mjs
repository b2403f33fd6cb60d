// A real S3-compatible server in a process of its own (the `@20minutes/s3rver` package, a
// maintained s3rver), for tests that upload backups and then stop or kill it mid-upload.
// Environment: S3_PORT (0: any free port), S3_DIR (where the objects are kept, so a restart on the
// same folder keeps them), S3_BUCKET (created at start), S3_KEY_ID and S3_SECRET (the one key pair
// it accepts). Prints one JSON line {"port": N} when it listens, then one line {"request": "<method> <url>"} per request.
import S3rver from "@20minutes/s3rver";
import { AsyncLocalStorage } from "node:async_hooks";
import { createRequire } from "node:module";

// s3rver signs a bucket-level request (ListObjectsV2, HeadBucket) as "/bucket", while the current
// AWS SDK sends and signs it as "/bucket/": every listing would be refused as SignatureDoesNotMatch.
// Real S3 signs the path as sent, so the check here uses the path as sent when that is the only
// difference. Nothing else about the signature check changes: a wrong key or secret is refused.
const require = createRequire(import.meta.url);
const v4 = require("@20minutes/s3rver/lib/signature/v4");
const requestPath = new AsyncLocalStorage();
const getStringToSign = v4.getStringToSign;
v4.getStringToSign = (canonicalRequest, request) => {
  const sent = requestPath.getStore();
  const uri = sent && sent === `${canonicalRequest.uri}/` ? sent : canonicalRequest.uri;
  return getStringToSign({ ...canonicalRequest, uri }, request);
};

// The package's built-in S3RVER/S3RVER pair is replaced by the test's own.
const AWSAccount = require("@20minutes/s3rver/lib/models/account");
AWSAccount.DUMMY_ACCOUNT.revokeAccessKey("S3RVER");
AWSAccount.DUMMY_ACCOUNT.createKeyPair(process.env.S3_KEY_ID, process.env.S3_SECRET);

const server = new S3rver({
  address: "127.0.0.1",
  port: Number(process.env.S3_PORT ?? 0),
  directory: process.env.S3_DIR,
  silent: true,
  vhostBuckets: false,
  configureBuckets: process.env.S3_BUCKET ? [{ name: process.env.S3_BUCKET }] : [],
});
server.middleware.unshift((ctx, next) => {
  // Each request, as the server saw it: the tests check that a large backup went as a multipart upload.
  process.stdout.write(`${JSON.stringify({ request: `${ctx.method} ${ctx.url}` })}\n`);
  return requestPath.run(ctx.path, next);
});
const address = await server.run();
process.stdout.write(`${JSON.stringify({ port: address.port })}\n`);
process.on("SIGTERM", () => {
  server.close().finally(() => process.exit(0));
});
