import { db } from "~/lib/db.server";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link, redirect, useLocation } from "react-router";
import {
  DeleteTestimonialDialog,
  TestimonialEditorDialog,
  TestimonialsList,
} from "~/components/admin/testimonials";
import { EmptyListState } from "~/components/admin/list-controls";
import { buttonClass } from "~/components/ui/button";
import { requireUser } from "~/server/auth.server";
import { requestFormData } from "~/lib/request-body.server";
import { hrefWith, withParams } from "~/lib/list-query";
import { noindexMeta } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import { HOME_TESTIMONIALS } from "~/models/testimonial-schema";
import {
  createTestimonial,
  deleteTestimonial,
  findTestimonial,
  listTestimonials,
  moveTestimonial,
  parseTestimonialId,
  setTestimonialHidden,
  testimonialInputSchema,
  updateTestimonial,
} from "~/models/testimonials.server";
import type { Route } from "./+types/admin.testimonials";

/** The Testimonials tab (docs/decisions/053-testimonials-in-the-database.md). */
const DIALOG_PARAMS = { new: null, edit: null, delete: null } as const;
const PATH = "/admin/testimonials";
const GONE = "This testimonial no longer exists.";

export const meta: Route.MetaFunction = () => noindexMeta("Testimonials | Admin Dashboard");

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  const url = new URL(request.url);
  const editId = parseTestimonialId(url.searchParams.get("edit"));
  const deleteId = parseTestimonialId(url.searchParams.get("delete"));
  const [items, editing, deleting] = await Promise.all([
    listTestimonials(db()),
    editId ? findTestimonial(db(), editId) : null,
    deleteId ? findTestimonial(db(), deleteId) : null,
  ]);
  if ((url.searchParams.has("edit") && !editing) || (url.searchParams.has("delete") && !deleting)) {
    throw await redirectWithToast(hrefWith(PATH, url.search, DIALOG_PARAMS), {
      title: "Failed to update testimonial",
      description: GONE,
      variant: "destructive",
    });
  }
  return { items, creating: url.searchParams.get("new") === "1", editing, deleting };
}

export async function action({ request }: Route.ActionArgs) {
  await requireUser(request);
  const url = new URL(request.url);
  const listHref = hrefWith(PATH, url.search, DIALOG_PARAMS);
  const form = await requestFormData(request);
  const intent = form.get("intent");
  const id = parseTestimonialId(form.get("id"));
  const gone = () =>
    redirectWithToast(listHref, {
      title: "Failed to update testimonial",
      description: GONE,
      variant: "destructive",
    });

  if (intent === "move") {
    const direction = form.get("value");
    if (id === null || (direction !== "up" && direction !== "down")) return gone();
    // No toast: the list itself shows the new order (and a toast per click would be noise).
    return (await moveTestimonial(db(), id, direction)) ? redirect(listHref) : gone();
  }
  if (intent === "visibility") {
    const value = form.get("value");
    if (id === null || (value !== "show" && value !== "hide")) return gone();
    if (!(await setTestimonialHidden(db(), id, value === "hide"))) return gone();
    return redirectWithToast(listHref, {
      title: value === "hide" ? "Testimonial hidden" : "Testimonial shown",
      description: value === "hide" ? "It no longer appears on the site." : "It appears on the site again.",
      variant: "success",
    });
  }
  if (intent === "delete") {
    if (id === null || !(await deleteTestimonial(db(), id))) return gone();
    return redirectWithToast(listHref, { title: "Testimonial deleted", variant: "success" });
  }
  if (intent !== "save") {
    return redirectWithToast(listHref, {
      title: "Failed to update testimonial",
      description: "The form was not understood. Please try again.",
      variant: "destructive",
    });
  }
  const submission = parseWithZod(form, { schema: testimonialInputSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  if (form.has("id")) {
    if (id === null || !(await updateTestimonial(db(), id, submission.value))) return gone();
    return redirectWithToast(listHref, { title: "Testimonial saved", variant: "success" });
  }
  await createTestimonial(db(), submission.value);
  return redirectWithToast(listHref, {
    title: "Testimonial added",
    description: "It is last in the list: move it up to show it sooner.",
    variant: "success",
  });
}

export default function TestimonialsTab({ loaderData, actionData }: Route.ComponentProps) {
  const { items, creating, editing, deleting } = loaderData;
  const location = useLocation();
  const closeHref = hrefWith(PATH, location.search, DIALOG_PARAMS);
  const newHref = withParams(location.search, { ...DIALOG_PARAMS, new: 1 });
  const dialogHref = (key: "edit" | "delete", id: number) =>
    withParams(location.search, { ...DIALOG_PARAMS, [key]: id });
  const samples = items.filter((t) => t.sample && !t.hidden).length;
  return (
    <section aria-labelledby="testimonials-heading" className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h2 id="testimonials-heading" className="font-display text-2xl font-bold">
            Testimonials
          </h2>
          <p className="mt-1 max-w-2xl text-stone-600">
            The home page shows the first {HOME_TESTIMONIALS} visible ones, in this order, exactly as written.
            Hidden ones stay here but are never shown.
          </p>
        </div>
        <Link to={newHref} preventScrollReset className={buttonClass("primary")}>
          <span aria-hidden="true">+</span> Add Testimonial
        </Link>
      </div>
      {samples > 0 ? (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          {samples === 1 ? "1 sample testimonial is" : `${samples} sample testimonials are`} on the site,
          labelled for visitors as an illustration. Replace them with real hosts' words (with their
          permission), or hide them.
        </p>
      ) : null}
      {items.length === 0 ? (
        <EmptyListState title="No testimonials yet" searching={false}>
          <p className="mt-2 text-stone-600">The home page leaves the section out until one is visible.</p>
        </EmptyListState>
      ) : (
        <TestimonialsList items={items} dialogHref={dialogHref} />
      )}
      {creating || editing ? (
        <TestimonialEditorDialog
          key={editing ? `edit-${editing.id}` : "new"}
          item={editing}
          closeHref={closeHref}
          lastResult={actionData?.result}
        />
      ) : null}
      {deleting ? <DeleteTestimonialDialog item={deleting} closeHref={closeHref} /> : null}
    </section>
  );
}
