import { expect, type APIRequestContext, type Page } from "@playwright/test";

/** A short random tag of letters, so titles (and their slugs) are unique on the shared server. */
export { uniqueTag } from "../support/admin-leads";

export interface ApiPost {
  id: number;
  title: string;
  slug: string;
  excerpt: string | null;
  content: string;
  published: boolean;
  updatedAt: string;
}

/** Creates a post through the admin API with the signed-in page's cookies. */
export async function createPostViaApi(
  request: APIRequestContext,
  post: {
    title: string;
    content?: string;
    excerpt?: string | null;
    published?: boolean;
    language?: "en" | "es";
  },
): Promise<ApiPost> {
  const res = await request.post("/api/admin/blog-posts", {
    data: { content: "<p>Body of the test post, long enough to read.</p>", published: true, ...post },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as ApiPost;
}

export async function updatePostViaApi(
  request: APIRequestContext,
  id: number,
  post: { title: string; content: string; excerpt?: string | null; published: boolean },
) {
  const res = await request.put(`/api/admin/blog-posts/${id}`, { data: post });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as ApiPost;
}

/** The titles of the admin table's rows, top to bottom. */
export async function adminRowTitles(page: Page) {
  return page.locator("table tbody tr td:first-child p.font-semibold").allInnerTexts();
}

/**
 * Opens /blog and follows "Older posts" until a card with `title` shows (other tests add posts in
 * parallel, so a new post is not always on the first page by the time the page loads).
 */
export async function gotoBlogListWith(page: Page, title: string, maxPages = 5) {
  await page.goto("/blog");
  for (let i = 0; i < maxPages; i++) {
    if ((await page.getByRole("article").filter({ hasText: title }).count()) > 0) return;
    const older = page.getByRole("link", { name: "Older posts →" });
    if ((await older.count()) === 0) break;
    await older.click();
    await page.waitForLoadState();
  }
  throw new Error(`"${title}" is not on the blog list`);
}
