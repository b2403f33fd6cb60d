import { db } from "~/lib/db.server";
import { apiHandler, apiJson, HttpError, methodNotAllowed, readJson } from "~/lib/api.server";
import { requireApiUser } from "~/server/auth.server";
import { allPostsForAdmin, BlogPostInputError, blogPostInputSchema } from "~/models/blog-posts.server";
import { createBlogPost } from "~/models/blog-post-writes.server";
import type { Route } from "./+types/blog-posts";
import { BLOG_BODY_LIMIT_BYTES } from "~/models/blog-post-schema";

/** GET /api/admin/blog-posts (product §7): every post, drafts included, newest update first. */
export const loader = apiHandler(async ({ request }: Route.LoaderArgs) => {
  await requireApiUser(request);
  return apiJson(await allPostsForAdmin(db()));
});

/** POST /api/admin/blog-posts: { title, content, excerpt?, published? } → 201 with the post. */
export const action = apiHandler(async ({ request }: Route.ActionArgs) => {
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  await requireApiUser(request);
  const input = await readJson(request, blogPostInputSchema, BLOG_BODY_LIMIT_BYTES);
  try {
    return apiJson(await createBlogPost(db(), input), 201);
  } catch (error) {
    if (error instanceof BlogPostInputError) throw new HttpError(400, error.message, error.fieldErrors);
    throw error;
  }
});
