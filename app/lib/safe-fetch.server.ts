import { lookup as dnsLookup } from "node:dns/promises";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { BlockList, isIP } from "node:net";
import zlib from "node:zlib";

/**
 * Outbound GET on a visitor's behalf (docs/decisions/026), guarded against server-side request forgery:
 *
 * - http and https only, on their default ports (80, 443);
 * - the host name is resolved and EVERY address must be public: no loopback, private (RFC 1918),
 *   carrier-grade NAT, link-local (incl. the 169.254.169.254 cloud metadata service), multicast,
 *   unique-local (fc00::/7, incl. fd00:ec2::254), documentation, reserved, IPv4-mapped/NAT64/6to4
 *   wrappers of any of those;
 * - the connection goes to the address that was checked (our own `lookup` hands it to the
 *   socket), so a second DNS answer cannot swap in a private address (no rebinding window);
 * - redirects are followed by hand, at most 3, each hop checked again;
 * - 5 s for the whole exchange, 2 MB cap on the (decompressed) body.
 *
 * Test-only escape hatch: `allowLoopback` lists exact "127.0.0.1:PORT" origins that may be
 * fetched although they are loopback (set from UNSAFE_TEST_FETCH_ALLOW_LOOPBACK, see env.server).
 * Only loopback addresses with an explicit port can be listed, so it never opens the LAN or the
 * metadata service.
 */
export class FetchRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "FetchRefusedError";
  }
}

export interface SafeFetchOptions {
  maxBytes?: number;
  timeoutMs?: number;
  maxRedirects?: number;
  accept?: string;
  /** DNS resolver (tests inject one); returns every address of the host. */
  resolve?: (hostname: string) => Promise<string[]>;
  /** Exact "host:port" entries allowed to be loopback (test servers only). */
  allowLoopback?: ReadonlySet<string>;
}

export interface SafeFetchResult {
  url: string;
  status: number;
  contentType: string;
  body: Buffer;
}

const blocked = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  blocked.addSubnet(net, prefix, "ipv4");
for (const [net, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["64:ff9b:1::", 48], // local-use NAT64
  ["100::", 64],
  ["2001:db8::", 32],
  ["2001::", 32], // Teredo
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
] as const)
  blocked.addSubnet(net, prefix, "ipv6");

/**
 * IPv4-compatible (::a.b.c.d, which URL writes ::7f00:1) and IPv4-translated (::ffff:0:a.b.c.d)
 * wrappers: refused whatever they wrap. Kept apart from `blocked` because a BlockList applies IPv6
 * subnets to IPv4 addresses too (as ::ffff:a.b.c.d), and ::/80 contains those.
 */
const blockedWrappers = new BlockList();
blockedWrappers.addSubnet("::", 80, "ipv6");
blockedWrappers.addSubnet("::ffff:0:0:0", 96, "ipv6");

/** The IPv4 address wrapped in an IPv6 one (mapped, compatible, NAT64, 6to4), if any. */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|::|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1]!;
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex) return hexPairToIpv4(hex[1]!, hex[2]!);
  const sixToFour = /^2002:([0-9a-f]{1,4}):([0-9a-f]{1,4}):/.exec(lower);
  if (sixToFour) return hexPairToIpv4(sixToFour[1]!, sixToFour[2]!);
  return null;
}

function hexPairToIpv4(a: string, b: string) {
  const x = Number.parseInt(a, 16),
    y = Number.parseInt(b, 16);
  return `${x >> 8}.${x & 255}.${y >> 8}.${y & 255}`;
}

/** True when the address may be fetched (a public unicast address). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !blocked.check(address, "ipv4");
  if (family === 6) {
    const v4 = embeddedIpv4(address);
    if (v4) return isPublicAddress(v4);
    return !blocked.check(address, "ipv6") && !blockedWrappers.check(address, "ipv6");
  }
  return false;
}

function isLoopback(address: string) {
  return (
    (isIP(address) === 4 && address.startsWith("127.")) || address === "::1" || address === "::ffff:127.0.0.1"
  );
}

async function defaultResolve(hostname: string) {
  const answers = await dnsLookup(hostname, { all: true, verbatim: true });
  return answers.map((a) => a.address);
}

interface Target {
  url: URL;
  address: string;
  family: 4 | 6;
}

/** Checks a URL and resolves it to one checked address (throws FetchRefusedError). */
export async function checkUrl(
  raw: string | URL,
  options: Pick<SafeFetchOptions, "resolve" | "allowLoopback"> = {},
): Promise<Target> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new FetchRefusedError("not a valid URL");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new FetchRefusedError(`scheme ${url.protocol} is not allowed`);
  if (url.username || url.password) throw new FetchRefusedError("credentials in URLs are not allowed");
  const hostname = url.hostname.replace(/^\[|\]$/g, "");
  const port = url.port || (url.protocol === "https:" ? "443" : "80");
  const allowLoopback = options.allowLoopback?.has(`${hostname}:${port}`) ?? false;
  if (url.port && !allowLoopback)
    throw new FetchRefusedError(`port ${url.port} is not allowed (only the default ports)`);
  let addresses: string[];
  if (isIP(hostname)) addresses = [hostname];
  else {
    if (!hostname || hostname === "localhost" || hostname.endsWith(".localhost")) {
      if (!allowLoopback) throw new FetchRefusedError("localhost is not allowed");
    }
    try {
      addresses = await (options.resolve ?? defaultResolve)(hostname);
    } catch {
      throw new FetchRefusedError(`could not resolve ${hostname}`);
    }
  }
  if (addresses.length === 0) throw new FetchRefusedError(`no address for ${hostname}`);
  for (const address of addresses) {
    if (isPublicAddress(address)) continue;
    if (allowLoopback && isLoopback(address)) continue;
    throw new FetchRefusedError(`${hostname} resolves to a non-public address (${address})`);
  }
  const address = addresses[0]!;
  return { url, address, family: isIP(address) === 6 ? 6 : 4 };
}

export async function safeFetch(raw: string, options: SafeFetchOptions = {}): Promise<SafeFetchResult> {
  const maxBytes = options.maxBytes ?? 2 * 1024 * 1024;
  const maxRedirects = options.maxRedirects ?? 3;
  const signal = AbortSignal.timeout(options.timeoutMs ?? 5000);
  let current = raw;
  for (let hop = 0; ; hop++) {
    const target = await checkUrl(current, options);
    if (signal.aborted) throw new FetchRefusedError("timed out");
    const response = await request(
      target,
      options.accept ?? "text/html,application/xhtml+xml,image/*;q=0.8,*/*;q=0.5",
      signal,
    );
    const status = response.statusCode ?? 0;
    if ([301, 302, 303, 307, 308].includes(status) && response.headers.location) {
      response.resume();
      if (hop >= maxRedirects) throw new FetchRefusedError(`more than ${maxRedirects} redirects`);
      current = new URL(response.headers.location, target.url).toString();
      continue;
    }
    const body = await readBody(response, maxBytes, signal);
    return {
      url: target.url.toString(),
      status,
      contentType: String(response.headers["content-type"] ?? ""),
      body,
    };
  }
}

function request(target: Target, accept: string, signal: AbortSignal): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const { url, address, family } = target;
    const client = url.protocol === "https:" ? https : http;
    const req = client.request(
      {
        protocol: url.protocol,
        hostname: url.hostname.replace(/^\[|\]$/g, ""),
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: "GET",
        signal,
        headers: {
          accept,
          "accept-encoding": "gzip, deflate, br",
          "user-agent": "GoldCoastVendingMockupBot/1.0 (+branding preview)",
        },
        // Connect to the address we checked, never to a fresh DNS answer.
        lookup: ((_host: string, opts: { all?: boolean }, callback: (...args: unknown[]) => void) => {
          if (opts?.all) callback(null, [{ address, family }]);
          else callback(null, address, family);
        }) as never,
        agent: false,
      },
      resolve,
    );
    req.on("error", (error) =>
      reject(signal.aborted ? new FetchRefusedError("timed out") : new FetchRefusedError(error.message)),
    );
    req.end();
  });
}

function readBody(response: IncomingMessage, maxBytes: number, signal: AbortSignal): Promise<Buffer> {
  const declared = Number(response.headers["content-length"] ?? "0");
  if (declared > maxBytes) {
    response.destroy();
    return Promise.reject(new FetchRefusedError(`response larger than ${maxBytes} bytes`));
  }
  const encoding = String(response.headers["content-encoding"] ?? "").toLowerCase();
  const stream =
    encoding === "gzip" || encoding === "x-gzip"
      ? response.pipe(zlib.createGunzip())
      : encoding === "deflate"
        ? response.pipe(zlib.createInflate())
        : encoding === "br"
          ? response.pipe(zlib.createBrotliDecompress())
          : response;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const fail = (error: Error) => {
      response.destroy();
      if (stream !== response) stream.destroy();
      reject(error);
    };
    signal.addEventListener("abort", () => fail(new FetchRefusedError("timed out")), { once: true });
    stream.on("data", (chunk: Buffer) => {
      total += chunk.length;
      if (total > maxBytes) fail(new FetchRefusedError(`response larger than ${maxBytes} bytes`));
      else chunks.push(chunk);
    });
    stream.on("end", () => resolve(Buffer.concat(chunks)));
    stream.on("error", (error) => fail(new FetchRefusedError(error.message)));
  });
}

/** The test-only loopback allowlist from the environment (see env.server). */
export function loopbackAllowlist(value: string | undefined | null): Set<string> {
  return new Set(
    (value ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
  );
}
