import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FetchRefusedError, checkUrl, isPublicAddress, safeFetch } from "~/lib/safe-fetch.server";

describe("isPublicAddress", () => {
  const table: [string, boolean][] = [
    ["8.8.8.8", true],
    ["93.184.215.14", true],
    ["1.1.1.1", true],
    ["2606:4700:4700::1111", true],
    ["127.0.0.1", false],
    ["127.255.255.254", false],
    ["0.0.0.0", false],
    ["10.1.2.3", false],
    ["172.16.0.1", false],
    ["172.31.255.255", false],
    ["172.32.0.1", true],
    ["192.168.1.10", false],
    ["100.64.0.1", false],
    ["169.254.169.254", false], // cloud metadata
    ["169.254.10.1", false],
    ["224.0.0.251", false], // multicast
    ["239.255.255.250", false],
    ["255.255.255.255", false],
    ["198.18.0.1", false],
    ["192.0.2.1", false],
    ["::1", false],
    ["::", false],
    ["fe80::1", false],
    ["fc00::1", false],
    ["fd00:ec2::254", false], // AWS IPv6 metadata (unique-local)
    ["ff02::1", false],
    ["::ffff:127.0.0.1", false],
    ["::ffff:7f00:1", false],
    ["::ffff:10.0.0.1", false],
    ["::ffff:8.8.8.8", true],
    ["64:ff9b::a00:1", false], // NAT64 of 10.0.0.1
    ["2002:c0a8:0101::1", false], // 6to4 of 192.168.1.1
    ["::7f00:1", false], // IPv4-compatible 127.0.0.1, as URL writes [::127.0.0.1]
    ["::a9fe:a9fe", false], // IPv4-compatible 169.254.169.254
    ["::ffff:0:7f00:1", false], // IPv4-translated 127.0.0.1
    ["64:ff9b:1::7f00:1", false], // local-use NAT64
    ["not-an-ip", false],
  ];
  it.each(table)("%s -> %s", (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe("checkUrl", () => {
  const resolveTo = (map: Record<string, string[]>) => async (host: string) => {
    const found = map[host];
    if (!found) throw new Error("ENOTFOUND");
    return found;
  };

  it("accepts a public https URL and connects to the checked address", async () => {
    const target = await checkUrl("https://example.com/about", {
      resolve: resolveTo({ "example.com": ["93.184.215.14"] }),
    });
    expect(target.address).toBe("93.184.215.14");
  });

  it.each([
    ["ftp://example.com/", /scheme/],
    ["file:///etc/passwd", /scheme/],
    ["javascript:alert(1)", /scheme/],
    ["http://example.com:8080/", /port/],
    ["https://example.com:22/", /port/],
    ["http://user:pass@example.com/", /credentials/],
    ["http://localhost/", /localhost/],
    ["http://127.0.0.1/", /non-public/],
    ["http://[::1]/", /non-public/],
    ["http://169.254.169.254/latest/meta-data/", /non-public/],
    ["http://2130706433/", /non-public/], // decimal 127.0.0.1, normalised by URL
    ["http://0x7f.1/", /non-public/],
    ["http://[::127.0.0.1]/", /non-public/],
    ["http://[::169.254.169.254]/", /non-public/],
    ["http://[::ffff:0:127.0.0.1]/", /non-public/],
    ["not a url", /valid URL/],
  ])("refuses %s", async (url, reason) => {
    await expect(checkUrl(url, { resolve: resolveTo({ "example.com": ["93.184.215.14"] }) })).rejects.toThrow(
      reason,
    );
  });

  it("refuses a hostname that resolves to 127.0.0.1", async () => {
    await expect(
      checkUrl("http://evil.example/", { resolve: resolveTo({ "evil.example": ["127.0.0.1"] }) }),
    ).rejects.toThrow(/non-public address \(127\.0\.0\.1\)/);
  });

  it("refuses when any one of several addresses is private", async () => {
    await expect(
      checkUrl("https://mixed.example/", {
        resolve: resolveTo({ "mixed.example": ["93.184.215.14", "10.0.0.5"] }),
      }),
    ).rejects.toThrow(FetchRefusedError);
  });

  it("refuses an unresolvable host", async () => {
    await expect(checkUrl("https://nowhere.invalid/", { resolve: resolveTo({}) })).rejects.toThrow(
      /could not resolve/,
    );
  });

  it("the loopback escape hatch only opens the exact host:port listed", async () => {
    const allow = new Set(["127.0.0.1:4567"]);
    await expect(checkUrl("http://127.0.0.1:4567/", { allowLoopback: allow })).resolves.toMatchObject({
      address: "127.0.0.1",
    });
    await expect(checkUrl("http://127.0.0.1:4568/", { allowLoopback: allow })).rejects.toThrow(/port/);
    await expect(checkUrl("http://127.0.0.1/", { allowLoopback: allow })).rejects.toThrow(/non-public/);
    // A private (non-loopback) address stays refused even on a listed host:port.
    await expect(
      checkUrl("http://lan.example:4567/", {
        allowLoopback: new Set(["lan.example:4567"]),
        resolve: resolveTo({ "lan.example": ["192.168.1.2"] }),
      }),
    ).rejects.toThrow(/non-public/);
  });
});

describe("safeFetch against a local server (redirect chains)", () => {
  let server: http.Server;
  let port = 0;
  let hostHeaders: string[] = [];
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      hostHeaders.push(String(req.headers.host));
      const url = new URL(req.url ?? "/", "http://x");
      const hops = Number(url.searchParams.get("hops") ?? "0");
      if (url.pathname === "/chain") {
        if (hops > 0) {
          res.writeHead(302, { location: `/chain?hops=${hops - 1}` });
          return res.end();
        }
        res.writeHead(200, { "content-type": "text/html" });
        return res.end("<title>ok</title>");
      }
      if (url.pathname === "/to-metadata") {
        res.writeHead(301, { location: "http://169.254.169.254/latest/meta-data/" });
        return res.end();
      }
      if (url.pathname === "/to-rebind") {
        res.writeHead(302, { location: `http://rebind.example:${port}/chain` });
        return res.end();
      }
      if (url.pathname === "/big") {
        res.writeHead(200, { "content-type": "text/html" });
        const chunk = Buffer.alloc(64 * 1024, 97);
        let sent = 0;
        const pump = () => {
          while (sent < 3 * 1024 * 1024) {
            sent += chunk.length;
            if (!res.write(chunk)) return void res.once("drain", pump);
          }
          res.end();
        };
        return pump();
      }
      if (url.pathname === "/slow") {
        res.writeHead(200, { "content-type": "text/html" });
        res.write("<html>");
        return; // never ends
      }
      res.writeHead(404);
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const allow = () => new Set([`127.0.0.1:${port}`]);

  it("follows up to 3 redirects", async () => {
    const result = await safeFetch(`http://127.0.0.1:${port}/chain?hops=3`, { allowLoopback: allow() });
    expect(result.status).toBe(200);
    expect(result.body.toString()).toContain("ok");
  });

  it("refuses a 4th redirect", async () => {
    await expect(
      safeFetch(`http://127.0.0.1:${port}/chain?hops=4`, { allowLoopback: allow() }),
    ).rejects.toThrow(/more than 3 redirects/);
  });

  it("checks every hop: a redirect to the metadata address is refused", async () => {
    await expect(
      safeFetch(`http://127.0.0.1:${port}/to-metadata`, { allowLoopback: allow() }),
    ).rejects.toThrow(/non-public/);
  });

  it("checks every hop: a redirect to a name resolving to 127.0.0.1 is refused", async () => {
    await expect(
      safeFetch(`http://127.0.0.1:${port}/to-rebind`, {
        allowLoopback: allow(),
        resolve: async () => ["127.0.0.1"],
      }),
    ).rejects.toThrow(/port|non-public/);
  });

  it("without the escape hatch, the local server itself is refused", async () => {
    await expect(safeFetch(`http://127.0.0.1:${port}/chain`)).rejects.toThrow(/port/);
  });

  it("caps the body at 2 MB", async () => {
    await expect(safeFetch(`http://127.0.0.1:${port}/big`, { allowLoopback: allow() })).rejects.toThrow(
      /larger than/,
    );
  });

  it("times out", async () => {
    await expect(
      safeFetch(`http://127.0.0.1:${port}/slow`, { allowLoopback: allow(), timeoutMs: 300 }),
    ).rejects.toThrow(/timed out/);
  });

  it("connects to the address it checked, not to a second DNS answer (no rebinding window)", async () => {
    hostHeaders = [];
    let lookups = 0;
    // "company.test" does not exist in real DNS: the only way to reach the server is through the
    // address our resolver returned and the guard checked.
    const result = await safeFetch(`http://company.test:${port}/chain`, {
      allowLoopback: new Set([`company.test:${port}`]),
      resolve: async () => {
        lookups++;
        return ["127.0.0.1"];
      },
    });
    expect(result.status).toBe(200);
    expect(lookups).toBe(1);
    expect(hostHeaders[0]).toBe(`company.test:${port}`);
  });
});
