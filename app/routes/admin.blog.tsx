import { db } from "~/lib/db.server";
import { useAutoRefresh } from "~/components/admin/use-auto-refresh";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect } from "react";
import { data, Link, redirect, useLocation, useNavigation, useRevalidator } from "react-router";
import { EmptyListState, Pagination, SearchBox, StatCards } from "~/components/admin/list-controls";
import { DeletePostDialog, PostEditorDialog } from "~/components/blog/admin-post-dialog";
import { AdminPostsTable } from "~/components/blog/admin-posts-table";
import { buttonClass } from "~/components/ui/button";
import { toast } from "~/components/ui/toaster";
import { requireUser } from "~/server/auth.server";
import { requestFormData } from "~/lib/request-body.server";
import { hrefWith, parseListQuery, withParams } from "~/lib/list-query";
import { redirectWithToast } from "~/lib/toast.server";
import {
  BLOG_SORT_KEYS,
  BlogPostInputError,
  blogPostInputSchema,
  blogStats,
  findPostById,
  listAdminPosts,
  parsePostId,
} from "~/models/blog-posts.server";
import { createBlogPost, deleteBlogPost, updateBlogPost } from "~/models/blog-post-writes.server";
import { addPostImage, draftStepOf, previewOf } from "~/models/blog-post-drafts.server";
import { readPhotoForm } from "~/server/photo-upload.server";
import { jobs } from "~/lib/jobs-runner.server";
import { noindexMeta } from "~/lib/seo";
import type { Route } from "./+types/admin.blog";
import { BLOG_BODY_LIMIT_BYTES, draftSchema } from "~/models/blog-post-schema";

/** product §9: admin lists refresh every 30,000 ms (with JavaScript, while the tab is visible). */
const DIALOG_PARAMS = { new: null, edit: null, delete: null } as const;

/** The form's values as typed, with no field errors (a preview or an upload is not a save). */
function draftReply(formData: FormData) {
  return parseWithZod(formData, { schema: draftSchema }).reply();
}

export const meta: Route.MetaFunction = () => noindexMeta("Blog Posts | Admin Dashboard");

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  const url = new URL(request.url);
  const query = parseListQuery(url, {
    sortKeys: BLOG_SORT_KEYS,
    defaultSort: "updated",
    defaultDir: "desc",
    pageSize: 20,
  });
  const editId = parsePostId(url.searchParams.get("edit"));
  const deleteId = parsePostId(url.searchParams.get("delete"));
  const [page, stats, editing, deleting] = await Promise.all([
    listAdminPosts(db(), query),
    blogStats(db()),
    editId ? findPostById(db(), editId) : null,
    deleteId ? findPostById(db(), deleteId) : null,
  ]);
  const listHref = hrefWith("/admin/blog", url.search, DIALOG_PARAMS);
  // Past the last page (e.g. after deleting the only post of the last page): show the last page.
  if (page.total > 0 && query.page > page.pageCount) {
    throw redirect(
      hrefWith("/admin/blog", url.search, { page: page.pageCount === 1 ? null : page.pageCount }),
    );
  }
  if ((editId && !editing) || (deleteId && !deleting)) {
    throw await redirectWithToast(listHref, {
      title: editId ? "Failed to update blog post" : "Failed to delete blog post",
      description: "This blog post no longer exists.",
      variant: "destructive",
    });
  }
  return { query, page, stats, creating: url.searchParams.get("new") === "1", editing, deleting };
}

export async function action({ request }: Route.ActionArgs) {
  await requireUser(request);
  const url = new URL(request.url);
  const listHref = hrefWith("/admin/blog", url.search, DIALOG_PARAMS);
  // "Upload image" sends the whole form as multipart (its button's formEncType); the rest is urlencoded.
  const upload = request.headers.get("content-type")?.startsWith("multipart/form-data")
    ? await readPhotoForm(request, BLOG_BODY_LIMIT_BYTES)
    : null;
  const formData = upload ? upload.form : await requestFormData(request, BLOG_BODY_LIMIT_BYTES);
  const intent = formData.get("intent");

  // Preview and image upload save nothing: the dialog comes back with its values (decision 081).
  const step = draftStepOf(formData);
  if (step === "preview") {
    return data({
      result: draftReply(formData),
      draft: { preview: previewOf(formData), revision: Date.now() },
    });
  }
  if (step === "upload-image") {
    const image = await addPostImage(
      db(),
      jobs(),
      formData,
      upload?.image ?? null,
      upload ? upload.photoError : null,
    );
    return data(
      { result: draftReply(formData), draft: { image, revision: Date.now() } },
      { status: image.inserted ? 200 : 400 },
    );
  }

  if (intent === "delete") {
    const id = parsePostId(String(formData.get("id") ?? ""));
    try {
      const deleted = id !== null && (await deleteBlogPost(db(), id));
      if (!deleted)
        return redirectWithToast(listHref, {
          title: "Failed to delete blog post",
          description: "This blog post no longer exists.",
          variant: "destructive",
        });
    } catch (error) {
      console.error("Deleting a blog post failed:", error);
      return redirectWithToast(listHref, {
        title: "Failed to delete blog post",
        description: "Something went wrong on our side. Please try again.",
        variant: "destructive",
      });
    }
    return redirectWithToast(listHref, { title: "Blog post deleted successfully!", variant: "success" });
  }

  if (intent !== "create" && intent !== "update") {
    return redirectWithToast(listHref, {
      title: "Failed to update blog post",
      // A body far over the upload limit could not be read at all: say why.
      description: upload?.photoError ?? "The form was not understood. Please try again.",
      variant: "destructive",
    });
  }
  const updating = intent === "update";
  const failureTitle = updating ? "Failed to update blog post" : "Failed to create blog post";
  const submission = parseWithZod(formData, { schema: blogPostInputSchema });
  if (submission.status !== "success") {
    return data(
      {
        result: submission.reply(),
        failure: { title: failureTitle, description: "Please check the highlighted fields." },
      },
      { status: 400 },
    );
  }
  try {
    if (updating) {
      const id = parsePostId(String(formData.get("id") ?? ""));
      const post = id === null ? null : await updateBlogPost(db(), id, submission.value);
      if (!post)
        return redirectWithToast(listHref, {
          title: failureTitle,
          description: "This blog post no longer exists.",
          variant: "destructive",
        });
      return redirectWithToast(listHref, { title: "Blog post updated successfully!", variant: "success" });
    }
    await createBlogPost(db(), submission.value);
    return redirectWithToast(listHref, { title: "Blog post created successfully!", variant: "success" });
  } catch (error) {
    if (error instanceof BlogPostInputError) {
      return data(
        {
          result: submission.reply({ fieldErrors: error.fieldErrors }),
          failure: { title: failureTitle, description: error.message },
        },
        { status: 400 },
      );
    }
    console.error(`${failureTitle}:`, error);
    const description = "Something went wrong on our side. Your text is kept below; please try again.";
    return data(
      {
        result: submission.reply({ formErrors: [description] }),
        failure: { title: failureTitle, description },
      },
      { status: 500 },
    );
  }
}

export default function BlogPostsTab({ loaderData, actionData }: Route.ComponentProps) {
  const { query, page, stats, creating, editing, deleting } = loaderData;
  const location = useLocation();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const dialogOpen = creating || Boolean(editing) || Boolean(deleting);
  const closeHref = hrefWith("/admin/blog", location.search, DIALOG_PARAMS);
  const loading =
    (navigation.state === "loading" &&
      navigation.location.pathname === "/admin/blog" &&
      !navigation.formMethod) ||
    revalidator.state === "loading";

  // The list refreshes itself while no dialog is open.
  useAutoRefresh({ paused: dialogOpen });

  // With JavaScript, a failed save also shows product §8's failure toast.
  useEffect(() => {
    if (actionData && "failure" in actionData && actionData.failure)
      toast({ ...actionData.failure, variant: "destructive" });
  }, [actionData]);

  const newHref = withParams(location.search, { ...DIALOG_PARAMS, new: 1 });
  return (
    <section aria-labelledby="blog-posts-heading" className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="blog-posts-heading" className="font-display text-2xl font-bold">
          Blog Posts
        </h2>
        <Link to={newHref} preventScrollReset className={buttonClass("primary")}>
          <span aria-hidden="true">+</span> New Post
        </Link>
      </div>
      <StatCards
        stats={[
          { label: "Total Posts", value: stats.total },
          { label: "Published", value: stats.published },
          { label: "Drafts", value: stats.drafts },
        ]}
      />
      <SearchBox label="Search blog posts" placeholder="Search by title or excerpt" q={query.q} />
      <p role="status" aria-live="polite" className="min-h-5 text-sm text-stone-600">
        {loading ? "Loading blog posts..." : ""}
      </p>
      {page.total === 0 ? (
        <EmptyListState title="No blog posts found" searching={Boolean(query.q)}>
          {stats.total === 0 ? (
            <Link to={newHref} preventScrollReset className={buttonClass("primary", "md", "mt-6")}>
              Create Your First Post
            </Link>
          ) : null}
        </EmptyListState>
      ) : (
        <div aria-busy={loading} className={loading ? "opacity-60 transition-opacity" : undefined}>
          <AdminPostsTable posts={page.items} sort={query} />
          <Pagination page={page} label="Blog post pages" />
        </div>
      )}
      {creating || editing ? (
        <PostEditorDialog
          key={editing ? `edit-${editing.id}` : "new"}
          post={editing}
          closeHref={closeHref}
          lastResult={actionData?.result}
          failure={actionData && "failure" in actionData ? actionData.failure : null}
          draft={actionData && "draft" in actionData ? actionData.draft : null}
        />
      ) : null}
      {deleting ? <DeletePostDialog post={deleting} closeHref={closeHref} /> : null}
    </section>
  );
}
