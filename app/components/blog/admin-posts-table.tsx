import { useLocation } from "react-router";
import { ListActionLink, ListTable, PlainHeader, SortHeader } from "~/components/admin/list-controls";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { formatDateTime } from "~/lib/dates";
import { withParams } from "~/lib/list-query";
import { postPath } from "~/models/blog-post";

export interface AdminPostRow {
  id: number;
  title: string;
  slug: string;
  excerpt: string | null;
  published: boolean;
  updatedAt: string;
  /** "en" or "es" (decision 043). */
  language: "en" | "es";
}

/** product §2's blog table: title with excerpt, status badge, updated date, Edit and Delete. */
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
    <ListTable
      caption="Blog posts"
      columns={
        <>
          <SortHeader label="Title" sortKey="title" current={sort} />
          <PlainHeader>Status</PlainHeader>
          <SortHeader label="Updated" sortKey="updated" current={sort} />
          <PlainHeader className="text-right">Actions</PlainHeader>
        </>
      }
    >
      {posts.map((post) => (
        <tr key={post.id} className="align-top">
          <td className="max-w-xl px-4 py-3 sm:min-w-56">
            <p className="font-semibold text-ink">{post.title}</p>
            {post.excerpt ? <p className="mt-1 line-clamp-2 text-stone-600">{post.excerpt}</p> : null}
          </td>
          <td data-card="inline" className="px-4 py-3">
            <span className="flex flex-wrap gap-1.5">
              {post.published ? <Badge tone="success">Published</Badge> : <Badge tone="neutral">Draft</Badge>}
              {post.language === "es" ? <Badge tone="info">Spanish</Badge> : null}
            </span>
          </td>
          <td data-card="inline" className="whitespace-nowrap px-4 py-3 text-stone-700">
            {formatDateTime(post.updatedAt)}
          </td>
          <td data-card="actions" className="px-4 py-3">
            <div className="flex justify-end gap-2">
              {post.published ? (
                <a
                  href={postPath(post)}
                  className={buttonClass("ghost", "sm")}
                  aria-label={`View ${post.title}`}
                >
                  View
                </a>
              ) : null}
              <ListActionLink to={dialogHref("edit", post.id)} label={`Edit ${post.title}`}>
                Edit
              </ListActionLink>
              <ListActionLink to={dialogHref("delete", post.id)} label={`Delete ${post.title}`} danger>
                Delete
              </ListActionLink>
            </div>
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
