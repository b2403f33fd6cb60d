import { expect } from "vitest";
import type { HttpClient } from "../support/http-client";

// The Vitest side of the request helpers of tests/e2e (prize-support.ts, blog-fixtures.ts,
// tests/support/boot-module.ts), for tests/support/http-client.ts's client.

export async function drawViaApi(request: HttpClient) {
  const response = await request.post("/api/engagement/draw");
  expect(response.status()).toBe(201);
  return (await response.json()) as { prizeAmount: 100 | 1000; token: string; expiresAt: string };
}

export interface ApiPost {
  id: number;
  title: string;
  slug: string;
}

/** Creates a post through the admin API with the client's (admin) session. */
export async function createPostViaApi(request: HttpClient, post: { title: string }): Promise<ApiPost> {
  const res = await request.post("/api/admin/blog-posts", {
    data: { content: "<p>Body of the test post, long enough to read.</p>", published: true, ...post },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as ApiPost;
}

export async function updatePostViaApi(
  request: HttpClient,
  id: number,
  post: { title: string; content: string; published: boolean },
) {
  const res = await request.put(`/api/admin/blog-posts/${id}`, { data: post });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as ApiPost;
}

/** A fingerprinted client module of the page at `path`: the first one its boot module preloads. */
export async function pageModule(request: HttpClient, path: string): Promise<string> {
  const html = await (await request.get(path)).text();
  const boot = /import\("(\/__boot\/[^"]+\.js)"\)/.exec(html);
  expect(boot, `${path} has no boot module`).toBeTruthy();
  const found = /"(\/assets\/[\w.-]+\.js)"/.exec(await (await request.get(boot![1]!)).text());
  expect(found, `the boot module of ${path} names no module`).toBeTruthy();
  return found![1]!;
}
