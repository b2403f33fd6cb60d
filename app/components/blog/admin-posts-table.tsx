import { Link, useLocation } from "react-router";
import { PlainHeader, SortHeader } from "~/components/admin/list-controls";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { formatDateTime } from "~/lib/dates";
import { withParams } from "~/lib/list-query";

export interface AdminPostRow {
  id: number;
  title: string;
  slug: string;
  excerpt: string | null;
  published: boolean;
  updatedAt: string;
}

/** SPEC §2's blog table: title with excerpt, status badge, updated date, Edit and Delete. */
export function AdminPostsTable({
  posts,
  sort,
}: {
  posts: AdminPostRow[];
  sort: { sort: string; dir: "asc" | "desc" };
}) {
  const location = useLocation();
  const dialogHref = (key: "edit" | "delete", id: number) =>
    withParams(location.search, { new: null, edit: null, delete: null, [key]: id });
  return (
    <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-stone-200 text-sm">
        <caption className="sr-only">Blog posts</caption>
        <thead className="bg-stone-50">
          <tr>
            <SortHeader label="Title" sortKey="title" current={sort} />
            <PlainHeader>Status</PlainHeader>
            <SortHeader label="Updated" sortKey="updated" current={sort} />
            <PlainHeader className="text-right">Actions</PlainHeader>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {posts.map((post) => (
            <tr key={post.id} className="align-top">
              <td className="min-w-56 max-w-xl px-4 py-3">
                <p className="font-semibold text-ink">{post.title}</p>
                {post.excerpt ? <p className="mt-1 line-clamp-2 text-stone-600">{post.excerpt}</p> : null}
              </td>
              <td className="px-4 py-3">
                {post.published ? (
                  <Badge tone="success">Published</Badge>
                ) : (
                  <Badge tone="neutral">Draft</Badge>
                )}
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-stone-700">{formatDateTime(post.updatedAt)}</td>
              <td className="px-4 py-3">
                <div className="flex justify-end gap-2">
                  {post.published ? (
                    <a
                      href={`/blog/${post.slug}`}
                      className={buttonClass("ghost", "sm")}
                      aria-label={`View ${post.title}`}
                    >
                      View
                    </a>
                  ) : null}
                  <Link
                    to={dialogHref("edit", post.id)}
                    preventScrollReset
                    className={buttonClass("outline", "sm")}
                    aria-label={`Edit ${post.title}`}
                  >
                    Edit
                  </Link>
                  <Link
                    to={dialogHref("delete", post.id)}
                    preventScrollReset
                    className={buttonClass("ghost", "sm", "text-red-700 hover:bg-red-50")}
                    aria-label={`Delete ${post.title}`}
                  >
                    Delete
                  </Link>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
