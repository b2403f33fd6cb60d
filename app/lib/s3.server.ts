import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { randomBytes } from "node:crypto";
import type { Readable } from "node:stream";

/**
 * An S3-compatible bucket (AWS S3, Backblaze B2, Cloudflare R2, Wasabi, MinIO...) through the
 * official SDK: streamed uploads (multipart above one part), listing, deleting, downloading, a
 * connection test, and every failure in words an owner can act on (`describeS3Error`).
 */

export interface S3Target {
  /** e.g. https://s3.us-west-004.backblazeb2.com */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** https://endpoint/bucket/key instead of https://bucket.endpoint/key (self-hosted servers). */
  pathStyle: boolean;
}

/** Parts of 16 MiB: a backup up to 16 MiB is one PUT, a larger one a multipart upload. */
export const DEFAULT_PART_SIZE = 16 * 1024 * 1024;

export function s3Client(target: S3Target, options: { maxAttempts?: number } = {}) {
  return new S3Client({
    endpoint: target.endpoint,
    region: target.region,
    forcePathStyle: target.pathStyle,
    credentials: { accessKeyId: target.accessKeyId, secretAccessKey: target.secretAccessKey },
    // Checksums only where the S3 API requires them: several S3-compatible services (and older
    // MinIO, B2 and R2 releases) refuse the SDK's newer default trailing checksums.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    maxAttempts: options.maxAttempts ?? 3,
    // A host that does not answer fails in 10 s; a stalled transfer after 60 s without a byte.
    requestHandler: { connectionTimeout: 10_000, socketTimeout: 60_000 },
  });
}

/**
 * Streams `body` to `key`: one PUT when it is smaller than `partSize`, else a multipart upload
 * buffering at most `queueSize` parts. Aborted (parts removed) when `signal` fires or it fails.
 */
export async function uploadStream(
  client: S3Client,
  options: {
    bucket: string;
    key: string;
    body: Readable;
    contentType?: string;
    partSize?: number;
    queueSize?: number;
    signal?: AbortSignal;
    onPart?: (loadedBytes: number) => void;
  },
) {
  const upload = new Upload({
    client,
    params: {
      Bucket: options.bucket,
      Key: options.key,
      Body: options.body,
      ContentType: options.contentType ?? "application/octet-stream",
    },
    partSize: options.partSize ?? DEFAULT_PART_SIZE,
    queueSize: options.queueSize ?? 2,
    leavePartsOnError: false,
  });
  if (options.onPart) upload.on("httpUploadProgress", (p) => options.onPart!(p.loaded ?? 0));
  const abort = () => void upload.abort().catch(() => undefined);
  options.signal?.addEventListener("abort", abort, { once: true });
  try {
    await upload.done();
  } finally {
    options.signal?.removeEventListener("abort", abort);
  }
  const head = await client.send(new HeadObjectCommand({ Bucket: options.bucket, Key: options.key }));
  return { size: head.ContentLength ?? 0, etag: head.ETag ?? "" };
}

export interface BucketObject {
  key: string;
  size: number;
  lastModified: Date | undefined;
}

/** Every object whose key starts with `prefix` (all pages of the listing). */
export async function listObjects(client: S3Client, bucket: string, prefix: string): Promise<BucketObject[]> {
  const objects: BucketObject[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
    );
    for (const item of page.Contents ?? [])
      if (item.Key) objects.push({ key: item.Key, size: item.Size ?? 0, lastModified: item.LastModified });
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return objects;
}

/** Deletes objects one by one (DeleteObjects is not offered by every S3-compatible service). */
export async function deleteObjects(client: S3Client, bucket: string, keys: string[]) {
  for (const key of keys) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
}

/** The object's bytes as a stream. */
export async function downloadObject(client: S3Client, bucket: string, key: string) {
  const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  return { body: answer.Body as Readable, size: answer.ContentLength ?? null };
}

/** "Test the connection": puts a small object under `prefix`, reads its size back, deletes it. */
export async function testBucket(client: S3Client, bucket: string, prefix: string) {
  const key = `${prefix}connection-test-${randomBytes(6).toString("hex")}.txt`;
  const body = `A connection test from the website's Settings, ${new Date().toISOString()}. Safe to delete.\n`;
  await client.send(
    new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: "text/plain" }),
  );
  await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
  await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
  return key;
}

interface SdkError {
  name?: string;
  code?: string;
  Code?: string;
  message?: string;
  cause?: unknown;
  errors?: unknown[];
  $metadata?: { httpStatusCode?: number };
}

/** Every code an error (or its cause, or the errors of an AggregateError) carries. */
function codesOf(error: unknown, depth = 0): string[] {
  if (!error || typeof error !== "object" || depth > 3) return [];
  const e = error as SdkError;
  const own = [e.name, e.code, e.Code].filter((c): c is string => typeof c === "string");
  return [
    ...own,
    ...codesOf(e.cause, depth + 1),
    ...(Array.isArray(e.errors) ? e.errors.flatMap((x) => codesOf(x, depth + 1)) : []),
  ];
}

/**
 * A failed S3 call in plain words (never a raw code): what is wrong and what to check. The
 * technical error belongs in the server log, not on the page.
 */
export function describeS3Error(error: unknown, target: { endpoint: string; bucket: string }): string {
  const codes = new Set(codesOf(error));
  const has = (...names: string[]) => names.some((n) => codes.has(n));
  const status = (error as SdkError | null)?.$metadata?.httpStatusCode;
  const message = error instanceof Error ? error.message : String(error);
  const where = target.endpoint;
  let host = where;
  try {
    host = new URL(where).host;
  } catch {
    // keep the endpoint as written
  }
  if (has("ENOTFOUND", "EAI_AGAIN", "EAI_NONAME"))
    return `Nothing answers at ${where}: the name ${host} could not be found. Check the endpoint.`;
  if (has("ECONNREFUSED", "EHOSTUNREACH", "ENETUNREACH", "EADDRNOTAVAIL"))
    return `Nothing answers at ${where}. Check the endpoint, or try again when the service is back.`;
  if (has("ECONNRESET", "EPIPE", "ECONNABORTED") || /socket hang up/i.test(message))
    return `The connection to ${where} was cut off during the transfer. It is tried again automatically.`;
  if (has("TimeoutError", "ETIMEDOUT", "RequestTimeout") || /timed? ?out/i.test(message))
    return `${where} did not answer in time. It is tried again automatically.`;
  if (
    has(
      "CERT_HAS_EXPIRED",
      "DEPTH_ZERO_SELF_SIGNED_CERT",
      "SELF_SIGNED_CERT_IN_CHAIN",
      "UNABLE_TO_VERIFY_LEAF_SIGNATURE",
      "ERR_TLS_CERT_ALTNAME_INVALID",
      "EPROTO",
    ) ||
    /certificate|SSL routines/i.test(message)
  )
    return `The secure connection to ${where} failed: its certificate was not accepted. Check the endpoint.`;
  if (has("NoSuchBucket")) return `No bucket named ${target.bucket} at ${where}. Check the bucket's name.`;
  if (has("InvalidAccessKeyId", "SignatureDoesNotMatch", "InvalidToken", "Unauthorized", "InvalidSignature"))
    return "The bucket refused the key: check the access key ID and the secret access key.";
  if (has("AccessDenied", "AllAccessDisabled") || status === 403)
    return `The bucket refused the key: check the access key ID and the secret, and that the key may write, list and delete in ${target.bucket}.`;
  if (has("PermanentRedirect", "AuthorizationHeaderMalformed", "IllegalLocationConstraintException"))
    return `The bucket ${target.bucket} is in another region: check the region.`;
  if (has("NotFound", "NoSuchKey") || status === 404)
    return `No bucket named ${target.bucket} at ${where}, or the file was not found there.`;
  if (has("EntityTooLarge", "QuotaExceeded", "InsufficientStorage", "StorageQuotaExceeded", "TooManyBuckets"))
    return "The storage service refused the file: the account may be full or over its limit.";
  if (has("SlowDown", "ServiceUnavailable", "InternalError") || (status !== undefined && status >= 500))
    return `The storage service at ${where} had a problem on its side. It is tried again automatically.`;
  return "The copy failed for an unexpected reason: the server log has the details.";
}
