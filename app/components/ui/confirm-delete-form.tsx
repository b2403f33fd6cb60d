import { Form, Link, useNavigation } from "react-router";
import { buttonClass } from "~/components/ui/button";

/**
 * The buttons of a delete confirmation step (a URL-addressable dialog): Cancel is a link back,
 * Delete posts `intent=delete` and the id, so the step works without JavaScript.
 */
export function ConfirmDeleteForm({
  id,
  closeHref,
  action,
}: {
  id: number;
  closeHref: string;
  action?: string;
}) {
  const navigation = useNavigation();
  const deleting = navigation.state === "submitting" && navigation.formData?.get("intent") === "delete";
  return (
    <Form method="post" action={action} className="mt-6 flex flex-wrap justify-end gap-3">
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={id} />
      <Link to={closeHref} replace preventScrollReset className={buttonClass("outline")}>
        Cancel
      </Link>
      <button type="submit" disabled={deleting} className={buttonClass("destructive")}>
        {deleting ? "Deleting..." : "Delete"}
      </button>
    </Form>
  );
}
