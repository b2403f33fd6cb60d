import type { Route } from "./+types/admin.blog";

// The Blog Posts tab (the blog issue builds the counters, table and editor).
export default function BlogPostsTab(_: Route.ComponentProps) {
  return <h2 className="text-xl font-semibold">Blog Posts</h2>;
}
