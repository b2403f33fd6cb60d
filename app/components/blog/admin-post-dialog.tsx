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
  draftSchema,
  EXCERPT_MAX,
  POST_LANGUAGE_LABELS,
  TITLE_MAX,
  type PostFormat,
} from "~/models/blog-post-schema";
import { ALT_MAX } from "~/models/photo";
import { MarkdownToolbar } from "./markdown-toolbar";
import { PostContent } from "./post-content";

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
  format: PostFormat;
}

/** What the action answers to the editor's Preview and Upload image steps (decision 081). */
export interface DraftAnswer {
  preview?: string | null;
  image?: { errors: { alt?: string; photo?: string }; alt: string; inserted: string | null };
  /** Changes with every answer: the form is drawn again from the answer's values. */
  revision: number;
}

const MARKDOWN_HINT =
  "Markdown: ## Heading, **bold**, _italic_, [link text](https://example.com), - list item, > quote, a blank line between paragraphs. Add photos with “Add an image” below.";
const HTML_HINT =
  "This older post is written in HTML and keeps working as it is: headings, paragraphs, lists, links, images from this site, emphasis, quotes, code and tables. Scripts, frames, styles and event attributes are removed when you save.";

/**
 * "Create New Blog Post" / "Edit Blog Post" (product §2). A URL dialog (?new=1, ?edit=ID) holding a
 * plain POST form: without JavaScript the action answers with the field errors and typed values;
 * with JavaScript Conform validates on blur with the same schema the server uses. The body is
 * Markdown (an older post keeps HTML); "Preview" and "Upload image" are submit buttons that save
 * nothing and bring the form back with its values (docs/decisions/081-blog-markdown-and-fresh-proxy.md).
 */
/** The post being edited (null: a new one) and the action's last answer. */
type EditorProps = {
  post: EditablePost | null;
  closeHref: string;
  lastResult?: SubmissionResult<string[]> | null;
  failure?: { title: string; description: string } | null;
  draft?: DraftAnswer | null;
};

export function PostEditorDialog({ post, closeHref, lastResult, failure, draft }: EditorProps) {
  return (
    <UrlDialog
      title={post ? "Edit Blog Post" : "Create New Blog Post"}
      closeHref={closeHref}
      closeLabel="Cancel"
      size="lg"
    >
      <PostEditorForm
        key={draft?.revision ?? 0}
        post={post}
        closeHref={closeHref}
        lastResult={lastResult}
        failure={failure}
        draft={draft}
      />
    </UrlDialog>
  );
}

function PostEditorForm({ post, closeHref, lastResult, failure, draft }: EditorProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const step = busy ? navigation.formData?.get("draft") : null;
  const format: PostFormat = post?.format ?? "markdown";
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
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema: formData.get("draft") ? draftSchema : blogPostInputSchema }),
  });
  const image = draft?.image;
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-5">
      {/* The form's default button (Enter in a field): saving, never a preview or an upload. */}
      <button type="submit" hidden tabIndex={-1} aria-hidden="true" />
      <input type="hidden" name="intent" value={post ? "update" : "create"} />
      <input type="hidden" name="format" value={format} />
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
      <div>
        {format === "markdown" ? <MarkdownToolbar textareaId={fields.content.id} /> : null}
        <TextareaField
          meta={fields.content}
          label="Content"
          required
          hint={format === "markdown" ? MARKDOWN_HINT : HTML_HINT}
          textareaProps={{ rows: 12, maxLength: CONTENT_MAX, spellCheck: true }}
        />
        <button
          type="submit"
          name="draft"
          value="preview"
          disabled={busy}
          className={buttonClass("outline", "md", "mt-3")}
        >
          {step === "preview" ? "Preparing preview..." : "Preview"}
        </button>
      </div>
      {draft && "preview" in draft ? (
        <section aria-labelledby="post-preview-heading" className="rounded-xl border border-stone-300 p-4">
          <h3
            id="post-preview-heading"
            className="mb-3 text-sm font-semibold tracking-wide text-stone-600 uppercase"
          >
            Preview (not saved yet)
          </h3>
          {draft.preview ? (
            <PostContent html={draft.preview} />
          ) : (
            <p className="text-stone-700">Nothing to preview yet: write some content first.</p>
          )}
        </section>
      ) : null}
      <PostImageFields image={image} busy={busy} uploading={step === "upload-image"} />
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
        <button type="submit" disabled={busy} className={buttonClass("primary")}>
          {busy && !step ? "Saving..." : post ? "Update Post" : "Create Post"}
        </button>
      </div>
    </Form>
  );
}

const inputClass =
  "block w-full min-w-0 rounded-lg border border-stone-300 bg-white px-3.5 py-2.5 text-base text-ink shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-500/40 aria-[invalid=true]:border-red-600";

/**
 * "Add an image": a photo and its alt text, sent with the whole form as multipart by its own
 * button; the image goes through the installation photos' pipeline and its Markdown is added at
 * the end of the content.
 */
function PostImageFields({
  image,
  busy,
  uploading,
}: {
  image: DraftAnswer["image"];
  busy: boolean;
  uploading: boolean;
}) {
  const errors = image?.errors ?? {};
  return (
    <fieldset className="grid min-w-0 gap-3 rounded-xl border border-stone-300 p-4">
      <legend className="px-1 text-sm font-semibold text-stone-800">Add an image</legend>
      <p id="post-image-hint" className="text-sm text-stone-600">
        JPEG, PNG, WebP or AVIF. It is resized for phones and computers and added at the end of the content;
        move its line to where it belongs.
      </p>
      {image?.inserted ? (
        <p role="status" className="rounded-lg bg-green-50 p-3 text-sm text-green-900">
          Image added at the end of the content. It shows in the preview and on the post once its sizes are
          ready (a few seconds). Save the post to keep it.
        </p>
      ) : null}
      <div>
        <label htmlFor="post-image-file" className="mb-1.5 block text-sm font-medium text-stone-800">
          Image file
        </label>
        <input
          id="post-image-file"
          name="photo"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          aria-invalid={errors.photo ? true : undefined}
          aria-describedby={errors.photo ? "post-image-file-error post-image-hint" : "post-image-hint"}
          className={inputClass}
        />
        {errors.photo ? (
          <p id="post-image-file-error" className="mt-1.5 text-sm text-red-700">
            {errors.photo}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor="post-image-alt" className="mb-1.5 block text-sm font-medium text-stone-800">
          Image description (alt text)
        </label>
        <input
          id="post-image-alt"
          name="alt"
          type="text"
          maxLength={ALT_MAX}
          defaultValue={image?.alt ?? ""}
          aria-invalid={errors.alt ? true : undefined}
          aria-describedby={errors.alt ? "post-image-alt-error post-image-alt-hint" : "post-image-alt-hint"}
          className={inputClass}
        />
        <p id="post-image-alt-hint" className="mt-1.5 text-sm text-stone-600">
          Required. What the photo shows, for people who cannot see it (e.g. “Micromarket with a self-checkout
          kiosk in a break room”).
        </p>
        {errors.alt ? (
          <p id="post-image-alt-error" className="mt-1.5 text-sm text-red-700">
            {errors.alt}
          </p>
        ) : null}
      </div>
      <div>
        <button
          type="submit"
          name="draft"
          value="upload-image"
          formEncType="multipart/form-data"
          disabled={busy}
          className={buttonClass("outline")}
        >
          {uploading ? "Uploading..." : "Upload image"}
        </button>
      </div>
    </fieldset>
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
