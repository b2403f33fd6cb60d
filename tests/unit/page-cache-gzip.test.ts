import { randomBytes } from "node:crypto";
import { crc32, gunzipSync, inflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { deflatePieces, splicedGzip } from "~/server/page-cache.server";

// A page's gzip body with a fresh form stamp, assembled without compressing (decision 038).
const page = (n: number) =>
  Array.from(
    { length: n },
    (_, i) => `<section id="s${i}"><p>Vending in Fort Lauderdale — café ☕ ${i}</p></section>`,
  ).join("");

function splice(pieces: string[], stamp: string) {
  const expected = Buffer.from(pieces.join(stamp));
  return { body: splicedGzip(deflatePieces(pieces), stamp, expected), expected };
}

describe("splicedGzip", () => {
  it("is one gzip member that decodes to the page with the stamp", () => {
    const pieces = [`${page(300)}<input name="formStartedAt" value="`, `"/>${page(200)}`];
    for (const stamp of ["1764070000000.abc", `${Date.now()}.${randomBytes(32).toString("base64url")}`, ""]) {
      const { body, expected } = splice(pieces, stamp);
      expect(gunzipSync(body).equals(expected)).toBe(true);
      // Exactly one member: header, one deflate stream that ends where the trailer starts, trailer.
      expect([...body.subarray(0, 3)]).toEqual([0x1f, 0x8b, 8]);
      expect(inflateRawSync(body.subarray(10, -8)).equals(expected)).toBe(true);
      expect(body.readUInt32LE(body.length - 8)).toBe(crc32(expected) >>> 0);
      expect(body.readUInt32LE(body.length - 4)).toBe(expected.length);
    }
  });

  it("handles several stamps, empty pieces and a page that is all stamp", () => {
    for (const pieces of [
      ["", "a", ""],
      ["", ""],
      [page(5), page(5), page(5), page(5)],
    ]) {
      const { body, expected } = splice(pieces, "1764070000000.xyz");
      expect(gunzipSync(body).toString()).toBe(expected.toString());
    }
  });

  it("keeps the page compressed: the stamp is the only raw part", () => {
    const pieces = [page(400), page(400)];
    const { body, expected } = splice(pieces, "1764070000000.stamp");
    expect(body.length).toBeLessThan(expected.length / 5);
  });
});
