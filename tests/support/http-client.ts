/**
 * A small HTTP client for tests/server (Vitest, no browser) with the parts of Playwright's
 * `request` fixture those specs use: get/post/put/delete/head against a base URL, a body as
 * `data` (an object is sent as JSON, a string or Buffer as is), `form` (URL-encoded) or
 * `multipart`, extra `headers`, `maxRedirects` (0: the redirect itself is the answer), and a
 * cookie jar of its own, so a sign-in carries over to the next request as in a Playwright context.
 */
export interface RequestOptions {
  data?: unknown;
  form?: Record<string, string | number | boolean>;
  multipart?: Record<string, string | { name: string; mimeType: string; buffer: Buffer }>;
  headers?: Record<string, string>;
  /** 0: do not follow redirects (Playwright's maxRedirects: 0, fetch's redirect: "manual"). */
  maxRedirects?: number;
}

export interface HttpResponse {
  url(): string;
  status(): number;
  ok(): boolean;
  /** Lower-case names; several Set-Cookie headers joined by "\n" (as Playwright does). */
  headers(): Record<string, string>;
  body(): Promise<Buffer>;
  text(): Promise<string>;
  json(): Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- as Playwright's
}

export interface HttpClient {
  get(path: string, options?: RequestOptions): Promise<HttpResponse>;
  head(path: string, options?: RequestOptions): Promise<HttpResponse>;
  post(path: string, options?: RequestOptions): Promise<HttpResponse>;
  put(path: string, options?: RequestOptions): Promise<HttpResponse>;
  delete(path: string, options?: RequestOptions): Promise<HttpResponse>;
  /** The cookies this client holds, as a Cookie header value. */
  cookieHeader(): string;
}

export function httpClient(baseUrl: string, options: { cookies?: Record<string, string> } = {}): HttpClient {
  const jar = new Map<string, string>(Object.entries(options.cookies ?? {}));

  const store = (setCookies: string[]) => {
    for (const line of setCookies) {
      const [pair = "", ...attributes] = line.split(";");
      const at = pair.indexOf("=");
      if (at < 1) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((a) => {
        const [key = "", val = ""] = a.trim().split("=");
        if (key.toLowerCase() === "max-age") return Number(val) <= 0;
        if (key.toLowerCase() === "expires") return Date.parse(val) <= Date.now();
        return false;
      });
      if (expired || value === "") jar.delete(name);
      else jar.set(name, value);
    }
  };
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");

  const encode = (request: RequestOptions) => {
    const headers = new Headers(request.headers);
    let body: BodyInit | undefined;
    if (request.form) {
      body = new URLSearchParams(Object.entries(request.form).map(([k, v]) => [k, String(v)]));
    } else if (request.multipart) {
      const form = new FormData();
      for (const [name, value] of Object.entries(request.multipart)) {
        if (typeof value === "string") form.append(name, value);
        else
          form.append(name, new Blob([new Uint8Array(value.buffer)], { type: value.mimeType }), value.name);
      }
      body = form;
    } else if (typeof request.data === "string") {
      body = request.data;
    } else if (Buffer.isBuffer(request.data)) {
      body = new Uint8Array(request.data);
    } else if (request.data !== undefined) {
      body = JSON.stringify(request.data);
      if (!headers.has("content-type")) headers.set("content-type", "application/json");
    }
    return { headers, body };
  };

  const send = async (method: string, path: string, request: RequestOptions = {}): Promise<HttpResponse> => {
    let url = new URL(path, baseUrl).href;
    let { headers, body } = encode(request);
    const maxRedirects = request.maxRedirects ?? 20;
    for (let redirects = 0; ; redirects++) {
      const sent = new Headers(headers);
      if (jar.size > 0 && !sent.has("cookie")) sent.set("cookie", cookieHeader());
      const response = await fetch(url, { method, headers: sent, body, redirect: "manual" });
      store(response.headers.getSetCookie());
      const location = response.headers.get("location");
      if (response.status >= 300 && response.status < 400 && location && redirects < maxRedirects) {
        await response.arrayBuffer();
        url = new URL(location, url).href;
        const toGet = response.status === 303 ? method !== "HEAD" : method === "POST";
        if (toGet && response.status !== 307 && response.status !== 308) {
          method = "GET";
          body = undefined;
          headers = new Headers(request.headers);
          headers.delete("content-type");
        }
        continue;
      }
      return wrap(url, response, Buffer.from(await response.arrayBuffer()));
    }
  };

  return {
    get: (path, request) => send("GET", path, request),
    head: (path, request) => send("HEAD", path, request),
    post: (path, request) => send("POST", path, request),
    put: (path, request) => send("PUT", path, request),
    delete: (path, request) => send("DELETE", path, request),
    cookieHeader,
  };
}

function wrap(url: string, response: Response, bytes: Buffer): HttpResponse {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") headers[name] = value;
  });
  const setCookies = response.headers.getSetCookie();
  if (setCookies.length > 0) headers["set-cookie"] = setCookies.join("\n");
  return {
    url: () => url,
    status: () => response.status,
    ok: () => response.status >= 200 && response.status < 300,
    headers: () => headers,
    body: async () => bytes,
    text: async () => bytes.toString("utf8"),
    json: async () => JSON.parse(bytes.toString("utf8")),
  };
}
