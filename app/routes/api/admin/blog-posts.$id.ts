import { db } from "~/lib/db.server";
import { apiHandler, apiJson, HttpError, methodNotAllowed, readJson } from "~/lib/api.server";
import { requireApiUser } from "~/server/auth.server";
import {
  BlogPostInputError,
  blogPostInputSchema,
  findPostById,
  parsePostId,
} from "~/models/blog-posts.server";
import { deleteBlogPost, updateBlogPost } from "~/models/blog-post-writes.server";
import type { Route } from "./+types/blog-posts.$id";
import { BLOG_BODY_LIMIT_BYTES } from "~/models/blog-post-schema";

function postIdOf(params: { id: string }) {
  const id = parsePostId(params.id);
  if (id === null) throw new HttpError(404, "Blog post not found.");
  return id;
}

/** GET /api/admin/blog-posts/{id}: one post, drafts included. */
export const loader = apiHandler(async ({ request, params }: Route.LoaderArgs) => {
  await requireApiUser(request);
  const post = await findPostById(db(), postIdOf(params));
  if (!post) throw new HttpError(404, "Blog post not found.");
  return apiJson(post);
});

/** PUT /api/admin/blog-posts/{id} (the full payload) and DELETE /api/admin/blog-posts/{id}. */
export const action = apiHandler(async ({ request, params }: Route.ActionArgs) => {
  if (request.method !== "PUT" && request.method !== "DELETE")
    return methodNotAllowed(["GET", "PUT", "DELETE"]);
  await requireApiUser(request);
  const id = postIdOf(params);
  if (request.method === "DELETE") {
    if (!(await deleteBlogPost(db(), id))) throw new HttpError(404, "Blog post not found.");
    return new Response(null, { status: 204 });
  }
  if (!(await findPostById(db(), id))) throw new HttpError(404, "Blog post not found.");
  const input = await readJson(request, blogPostInputSchema, BLOG_BODY_LIMIT_BYTES);
  try {
    const post = await updateBlogPost(db(), id, input);
    if (!post) throw new HttpError(404, "Blog post not found.");
    return apiJson(post);
  } catch (error) {
    if (error instanceof BlogPostInputError) throw new HttpError(400, error.message, error.fieldErrors);
    throw error;
  }
});
