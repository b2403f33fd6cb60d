import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "react-router";
import { ListActionLink } from "~/components/admin/list-controls";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { ConfirmDeleteForm } from "~/components/ui/confirm-delete-form";
import { UrlDialog } from "~/components/ui/dialog";
import { InputField, TextareaField } from "~/components/ui/field";
import {
  COMPANY_MAX,
  HOME_TESTIMONIALS,
  NAME_MAX,
  QUOTE_MAX,
  ROLE_MAX,
  testimonialInputSchema,
} from "~/models/testimonial-schema";

export interface TestimonialItem {
  id: number;
  name: string;
  role: string;
  company: string;
  quote: string;
  quoteEs: string;
  hidden: boolean;
  sample: boolean;
}

/** A small form button of a row (Move up/down, Hide/Show): a POST, so it works without JavaScript. */
function RowAction({
  intent,
  id,
  value,
  label,
  disabled = false,
  children,
}: {
  intent: string;
  id: number;
  value?: string;
  label: string;
  disabled?: boolean;
  children: React.ReactNode;
}) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      {value ? <input type="hidden" name="value" value={value} /> : null}
      <button type="submit" aria-label={label} disabled={disabled} className={buttonClass("outline", "sm")}>
        {children}
      </button>
    </Form>
  );
}

/**
 * The testimonials in home page order. The first HOME_TESTIMONIALS visible ones are marked "On the
 * home page"; samples carry a "Sample" badge until their text is edited.
 */
export function TestimonialsList({
  items,
  dialogHref,
}: {
  items: TestimonialItem[];
  dialogHref: (key: "edit" | "delete", id: number) => string;
}) {
  const onHome = new Set(
    items
      .filter((t) => !t.hidden)
      .slice(0, HOME_TESTIMONIALS)
      .map((t) => t.id),
  );
  return (
    <ol aria-label="Testimonials, in home page order" className="grid gap-4">
      {items.map((t, index) => (
        <li
          key={t.id}
          data-testid="admin-testimonial"
          className={`rounded-xl border bg-white p-5 shadow-sm ${t.hidden ? "border-dashed border-stone-300 bg-stone-50" : "border-stone-200"}`}
        >
          <div className="flex flex-wrap items-start justify-between gap-4">
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2">
                <span className="text-sm font-semibold text-stone-600">{index + 1}.</span>
                <span className="font-semibold text-ink">{t.name}</span>
                {t.sample ? <Badge tone="warning">Sample</Badge> : null}
                {t.hidden ? <Badge tone="neutral">Hidden</Badge> : null}
                {onHome.has(t.id) ? <Badge tone="success">On the home page</Badge> : null}
              </p>
              <p className="text-sm text-stone-600">
                {t.role}, {t.company}
              </p>
              <blockquote className="mt-2 line-clamp-3 text-stone-800">{t.quote}</blockquote>
              <p className="mt-1 line-clamp-2 text-sm text-stone-600">
                {t.quoteEs ? (
                  <>
                    <span className="font-semibold">Spanish:</span> <span lang="es">{t.quoteEs}</span>
                  </>
                ) : (
                  "No Spanish text: the Spanish home page shows the original, marked as such."
                )}
              </p>
            </div>
            <div className="card-actions flex flex-wrap items-center justify-end gap-2">
              <RowAction
                intent="move"
                id={t.id}
                value="up"
                label={`Move ${t.name} up`}
                disabled={index === 0}
              >
                <span aria-hidden="true">↑</span> Up
              </RowAction>
              <RowAction
                intent="move"
                id={t.id}
                value="down"
                label={`Move ${t.name} down`}
                disabled={index === items.length - 1}
              >
                <span aria-hidden="true">↓</span> Down
              </RowAction>
              <RowAction
                intent="visibility"
                id={t.id}
                value={t.hidden ? "show" : "hide"}
                label={`${t.hidden ? "Show" : "Hide"} ${t.name}`}
              >
                {t.hidden ? "Show" : "Hide"}
              </RowAction>
              <ListActionLink to={dialogHref("edit", t.id)} label={`Edit ${t.name}`}>
                Edit
              </ListActionLink>
              <ListActionLink to={dialogHref("delete", t.id)} label={`Delete ${t.name}`} danger>
                Delete
              </ListActionLink>
            </div>
          </div>
        </li>
      ))}
    </ol>
  );
}

/** "Add Testimonial" (?new=1) / "Edit Testimonial" (?edit=ID): the shared schema, in the browser and the action. */
export function TestimonialEditorDialog({
  item,
  closeHref,
  lastResult,
}: {
  item: TestimonialItem | null;
  closeHref: string;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const [form, fields] = useForm({
    id: item ? `testimonial-${item.id}` : "testimonial-new",
    lastResult,
    defaultValue: item
      ? { name: item.name, role: item.role, company: item.company, quote: item.quote, quoteEs: item.quoteEs }
      : undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: testimonialInputSchema }),
  });
  return (
    <UrlDialog
      title={item ? "Edit Testimonial" : "Add Testimonial"}
      description={
        item?.sample
          ? "This is a sample. Once you change its words it counts as a real testimonial: only do that with a host's own words and permission."
          : "Only a real host's words, with their permission. It is shown exactly as written."
      }
      closeHref={closeHref}
      closeLabel="Cancel"
      size="md"
    >
      <Form method="post" {...getFormProps(form)} className="grid gap-5">
        <input type="hidden" name="intent" value="save" />
        {item ? <input type="hidden" name="id" value={item.id} /> : null}
        <InputField
          meta={fields.name}
          label="Name"
          required
          hint='As the host agreed, e.g. "Danielle R."'
          inputProps={{ maxLength: NAME_MAX }}
        />
        <InputField
          meta={fields.role}
          label="Role"
          required
          hint="e.g. Office Manager"
          inputProps={{ maxLength: ROLE_MAX }}
        />
        <InputField
          meta={fields.company}
          label="Company"
          required
          hint="A company name or a description, e.g. Boca Raton law firm"
          inputProps={{ maxLength: COMPANY_MAX }}
        />
        <TextareaField
          meta={fields.quote}
          label="Quote"
          required
          hint={`At most ${QUOTE_MAX} characters.`}
          textareaProps={{ rows: 5, maxLength: QUOTE_MAX, spellCheck: true }}
        />
        <TextareaField
          meta={fields.quoteEs}
          label="Spanish translation (optional)"
          hint="Shown on the Spanish home page. Leave it empty to show the quote above there, marked as written in its original language."
          textareaProps={{ rows: 5, maxLength: QUOTE_MAX, spellCheck: true, lang: "es" }}
        />
        <div className="flex flex-wrap justify-end gap-3 border-t border-stone-200 pt-5">
          <Link to={closeHref} replace preventScrollReset className={buttonClass("outline")}>
            Cancel
          </Link>
          <button type="submit" disabled={saving} className={buttonClass("primary")}>
            {saving ? "Saving..." : item ? "Save Testimonial" : "Add Testimonial"}
          </button>
        </div>
      </Form>
    </UrlDialog>
  );
}

export function DeleteTestimonialDialog({ item, closeHref }: { item: TestimonialItem; closeHref: string }) {
  return (
    <UrlDialog
      title="Delete Testimonial"
      description="Are you sure you want to delete this testimonial?"
      closeHref={closeHref}
      closeLabel="Cancel"
      size="sm"
    >
      <p className="text-stone-700">
        The testimonial of <span className="font-semibold text-ink">{item.name}</span> will be removed from
        the site. This cannot be undone; to take it off the site for now, Hide it instead.
      </p>
      <ConfirmDeleteForm id={item.id} closeHref={closeHref} />
    </UrlDialog>
  );
}
