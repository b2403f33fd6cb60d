import { db } from "~/lib/db.server";
import { apiHandler, apiJson, methodNotAllowed } from "~/lib/api.server";
import { allPublishedPosts, publicPostJson } from "~/models/blog-posts.server";

/** GET /api/blog-posts (product §7): the published posts, newest update first; drafts never appear. */
export const loader = apiHandler(async () => {
  const posts = await allPublishedPosts(db());
  return apiJson(posts.map(publicPostJson));
});

export function action() {
  return methodNotAllowed(["GET"]);
}
