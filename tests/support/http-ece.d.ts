// The part of http_ece (a dev dependency, no published types) the push tests use.
declare module "http_ece" {
  import type { ECDH } from "node:crypto";
  export function decrypt(
    buffer: Buffer,
    params: { version: "aes128gcm" | "aesgcm"; privateKey: ECDH; authSecret: string },
  ): Buffer;
}
