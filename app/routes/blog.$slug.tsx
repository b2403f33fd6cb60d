import { data, Link } from "react-router";
import type { Route } from "./+types/blog.$slug";

// Until posts are stored (blog issue), every slug is a missing post.
export function loader() {
  throw data(null, { status: 404 });
}

export function ErrorBoundary() {
  return (
    <section className="mx-auto max-w-2xl px-6 py-20 text-center">
      <title>Blog Post Not Found</title>
      <h1 className="font-display text-4xl font-bold">Blog Post Not Found</h1>
      <p className="mt-4 text-lg text-stone-600">The blog post you're looking for doesn't exist or may have been removed.</p>
      <div className="mt-8 flex justify-center gap-3">
        <Link to="/blog" className="rounded-full border border-stone-300 px-5 py-2.5 text-sm font-semibold">Back to Blog</Link>
        <Link to="/" className="rounded-full bg-night px-5 py-2.5 text-sm font-semibold text-white">Go Home</Link>
      </div>
    </section>
  );
}

export default function BlogPost(_: Route.ComponentProps) {
  return null;
}
