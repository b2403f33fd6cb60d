import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { ConfirmDeleteForm } from "~/components/ui/confirm-delete-form";
import { UrlDialog } from "~/components/ui/dialog";
import { CheckboxField, InputField, SelectField, TextareaField } from "~/components/ui/field";
import {
  blogPostInputSchema,
  CONTENT_MAX,
  EXCERPT_MAX,
  POST_LANGUAGE_LABELS,
  TITLE_MAX,
} from "~/models/blog-post-schema";

const LANGUAGE_OPTIONS = [
  { value: "en", label: POST_LANGUAGE_LABELS.en },
  { value: "es", label: POST_LANGUAGE_LABELS.es },
];

export interface EditablePost {
  id: number;
  title: string;
  excerpt: string | null;
  content: string;
  published: boolean;
  language: "en" | "es";
}

/**
 * "Create New Blog Post" / "Edit Blog Post" (product §2). A URL dialog (?new=1, ?edit=ID) holding a
 * plain POST form: without JavaScript the action answers with the field errors and typed values;
 * with JavaScript Conform validates on blur with the same schema the server uses.
 */
export function PostEditorDialog({
  post,
  closeHref,
  lastResult,
  failure,
}: {
  post: EditablePost | null;
  closeHref: string;
  lastResult?: SubmissionResult<string[]> | null;
  failure?: { title: string; description: string } | null;
}) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const [form, fields] = useForm({
    id: post ? `blog-post-${post.id}` : "blog-post-new",
    lastResult,
    defaultValue: post
      ? {
          title: post.title,
          excerpt: post.excerpt ?? "",
          content: post.content,
          published: post.published ? "on" : undefined,
          language: post.language,
        }
      : { language: "en" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: blogPostInputSchema }),
  });
  return (
    <UrlDialog
      title={post ? "Edit Blog Post" : "Create New Blog Post"}
      closeHref={closeHref}
      closeLabel="Cancel"
      size="lg"
    >
      <Form method="post" {...getFormProps(form)} className="grid gap-5">
        <input type="hidden" name="intent" value={post ? "update" : "create"} />
        {post ? <input type="hidden" name="id" value={post.id} /> : null}
        {failure ? (
          <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-800">
            <p className="font-semibold">{failure.title}</p>
            <p>{failure.description}</p>
          </div>
        ) : null}
        <InputField
          meta={fields.title}
          label="Title"
          required
          inputProps={{ maxLength: TITLE_MAX, autoComplete: "off" }}
        />
        <TextareaField
          meta={fields.excerpt}
          label="Excerpt"
          hint="Optional. One or two sentences shown on the blog list and in search results."
          textareaProps={{ rows: 2, maxLength: EXCERPT_MAX }}
        />
        <TextareaField
          meta={fields.content}
          label="Content"
          required
          hint="HTML: headings, paragraphs, lists, links, images (from this site only, e.g. /images/…), emphasis, quotes, code and tables. Scripts, frames, styles and event attributes are removed when you save."
          textareaProps={{ rows: 12, maxLength: CONTENT_MAX, spellCheck: true }}
        />
        <SelectField
          meta={fields.language}
          label="Language"
          hint="Spanish posts are listed on /es/blog and live at /es/blog/…; English ones on /blog."
          options={LANGUAGE_OPTIONS}
        />
        <CheckboxField
          meta={fields.published}
          label="Publish immediately"
          hint="Unchecked, the post is saved as a draft that only admins can see."
        />
        <div className="flex flex-wrap justify-end gap-3 border-t border-stone-200 pt-5">
          <Link to={closeHref} replace preventScrollReset className={buttonClass("outline")}>
            Cancel
          </Link>
          <button type="submit" disabled={saving} className={buttonClass("primary")}>
            {saving ? "Saving..." : post ? "Update Post" : "Create Post"}
          </button>
        </div>
      </Form>
    </UrlDialog>
  );
}

/** The delete confirmation step (?delete=ID): a real form, so it works without JavaScript. */
export function DeletePostDialog({
  post,
  closeHref,
}: {
  post: { id: number; title: string };
  closeHref: string;
}) {
  return (
    <UrlDialog
      title="Delete Blog Post"
      description="Are you sure you want to delete this blog post?"
      closeHref={closeHref}
      closeLabel="Cancel"
      size="sm"
    >
      <p className="text-stone-700">
        <span className="font-semibold text-ink">{post.title}</span> will be removed from the site and from
        the feed. This cannot be undone.
      </p>
      <ConfirmDeleteForm id={post.id} closeHref={closeHref} />
    </UrlDialog>
  );
}
