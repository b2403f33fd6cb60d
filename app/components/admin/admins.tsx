import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "react-router";
import { ListActionLink, ListTable, PlainHeader } from "~/components/admin/list-controls";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { UrlDialog } from "~/components/ui/dialog";
import { InputField } from "~/components/ui/field";
import { formatDateTime } from "~/lib/dates";
import { addAdminSchema, PASSWORD_MIN_LENGTH } from "~/models/user-schema";

export interface AdminListRow {
  id: number;
  username: string;
  createdAt: string;
  lastSignInAt: string | null;
  mustChangePassword: boolean;
  oneTimePasswordExpired: boolean;
}

/**
 * The Admins table: who can sign in, when each last did, Remove (a URL dialog), and for an admin
 * still on a one-time password (expired or not, decision 072) a new one.
 */
export function AdminsTable({
  admins,
  currentUserId,
  removeHref,
}: {
  admins: AdminListRow[];
  currentUserId: number;
  removeHref: (id: number) => string;
}) {
  return (
    <ListTable
      caption="Admins"
      columns={
        <>
          <PlainHeader>Username</PlainHeader>
          <PlainHeader>Last sign-in</PlainHeader>
          <PlainHeader>Added</PlainHeader>
          <PlainHeader className="text-right">Actions</PlainHeader>
        </>
      }
    >
      {admins.map((admin) => (
        <tr key={admin.id} className="align-top" data-testid="admin-row">
          <td className="px-4 py-3">
            <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
              {admin.username}
              {admin.id === currentUserId ? <Badge tone="info">You</Badge> : null}
              {admin.oneTimePasswordExpired ? (
                <Badge tone="danger">One-time password expired</Badge>
              ) : admin.mustChangePassword ? (
                <Badge tone="warning">One-time password</Badge>
              ) : null}
            </p>
          </td>
          <td
            data-card="inline"
            data-label="Last sign-in"
            className="sm:whitespace-nowrap px-4 py-3 text-stone-700"
          >
            {admin.lastSignInAt ? formatDateTime(admin.lastSignInAt) : "Never"}
          </td>
          <td data-card="inline" data-label="Added" className="sm:whitespace-nowrap px-4 py-3 text-stone-700">
            {formatDateTime(admin.createdAt)}
          </td>
          <td data-card="actions" className="px-4 py-3">
            <div className="flex flex-wrap justify-end gap-2">
              {admin.mustChangePassword ? <ReissueButton admin={admin} /> : null}
              <ListActionLink to={removeHref(admin.id)} label={`Remove ${admin.username}`} danger>
                Remove
              </ListActionLink>
            </div>
          </td>
        </tr>
      ))}
    </ListTable>
  );
}

/** Issues a new one-time password (shown once after the redirect); the old one stops working. */
function ReissueButton({ admin }: { admin: AdminListRow }) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === "reissue" &&
    navigation.formData?.get("id") === String(admin.id);
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="reissue" />
      <input type="hidden" name="id" value={admin.id} />
      <button
        type="submit"
        disabled={busy}
        aria-label={`New one-time password for ${admin.username}`}
        className={buttonClass("outline", "sm")}
      >
        {busy ? "Issuing..." : "New one-time password"}
      </button>
    </Form>
  );
}

/**
 * "Add Admin" (?new=1): a username, and a password or nothing. Empty, the server generates a
 * one-time password and shows it once after the redirect; typed, it follows the change-password
 * rules. With JavaScript Conform checks the same schema as the action.
 */
export function AddAdminDialog({
  closeHref,
  lastResult,
  failure,
}: {
  closeHref: string;
  lastResult?: SubmissionResult<string[]> | null;
  failure?: string | null;
}) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "add";
  const [form, fields] = useForm({
    id: "add-admin",
    lastResult,
    constraint: { username: { required: true } },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: addAdminSchema }),
  });
  return (
    <UrlDialog
      title="Add Admin"
      description="The new admin signs in at /auth with this username."
      closeHref={closeHref}
      closeLabel="Cancel"
      size="sm"
    >
      <Form method="post" {...getFormProps(form)} className="grid gap-5">
        <input type="hidden" name="intent" value="add" />
        {failure ? (
          <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-800">
            <p className="font-semibold">Failed to add admin</p>
            <p>{failure}</p>
          </div>
        ) : null}
        <InputField
          meta={fields.username}
          label="Username"
          required
          hint="3-64 letters, digits or . _ @ -"
          inputProps={{ autoComplete: "off", autoCapitalize: "none", spellCheck: false, maxLength: 64 }}
        />
        <InputField
          meta={fields.password}
          type="password"
          label="Password (optional)"
          hint={`Leave empty to get a one-time password, shown once, that the new admin replaces at the first sign-in. A typed password needs at least ${PASSWORD_MIN_LENGTH} characters.`}
          inputProps={{ autoComplete: "new-password" }}
        />
        <InputField
          meta={fields.confirmPassword}
          type="password"
          label="Confirm password"
          hint="Only when you typed a password."
          inputProps={{ autoComplete: "new-password" }}
        />
        <div className="flex flex-wrap justify-end gap-3 border-t border-stone-200 pt-5">
          <Link to={closeHref} replace preventScrollReset className={buttonClass("outline")}>
            Cancel
          </Link>
          <button type="submit" disabled={saving} className={buttonClass("primary")}>
            {saving ? "Adding..." : "Add Admin"}
          </button>
        </div>
      </Form>
    </UrlDialog>
  );
}

/**
 * "Remove Admin" (?remove=ID): the confirmation, or, when the rules refuse (the only admin,
 * yourself), the reason and no Remove button.
 */
export function RemoveAdminDialog({
  admin,
  refusal,
  closeHref,
}: {
  admin: { id: number; username: string };
  refusal: string | null;
  closeHref: string;
}) {
  const navigation = useNavigation();
  const removing = navigation.state === "submitting" && navigation.formData?.get("intent") === "remove";
  return (
    <UrlDialog title="Remove Admin" closeHref={closeHref} closeLabel="Cancel" size="sm">
      {refusal ? (
        <>
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-800">
            {refusal}
          </p>
          <div className="mt-6 flex justify-end">
            <Link to={closeHref} replace preventScrollReset className={buttonClass("outline")}>
              Close
            </Link>
          </div>
        </>
      ) : (
        <>
          <p className="text-stone-700">
            Remove <span className="font-semibold text-ink">{admin.username}</span>? They are signed out
            everywhere at once and can no longer sign in. This cannot be undone.
          </p>
          <Form method="post" className="mt-6 flex flex-wrap justify-end gap-3">
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="id" value={admin.id} />
            <Link to={closeHref} replace preventScrollReset className={buttonClass("outline")}>
              Cancel
            </Link>
            <button type="submit" disabled={removing} className={buttonClass("destructive")}>
              {removing ? "Removing..." : "Remove Admin"}
            </button>
          </Form>
        </>
      )}
    </UrlDialog>
  );
}

/** The one-time password, shown once after "Add Admin" (it is not kept anywhere). */
export function OneTimePasswordNotice({ username, password }: { username: string; password: string }) {
  return (
    <div
      role="status"
      aria-labelledby="one-time-password-title"
      className="rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950"
    >
      <h3 id="one-time-password-title" className="font-semibold">
        One-time password for {username}
      </h3>
      <p className="mt-2 text-sm">
        Give it to {username} now: it is shown only this once and is not stored anywhere. They sign in with it
        at /auth within 24 hours and then choose their own password. After that it no longer works, and you
        can issue a new one here.
      </p>
      <p className="mt-3">
        <code
          data-testid="one-time-password"
          className="select-all rounded-md bg-white px-3 py-1.5 font-mono text-lg tracking-wider text-ink ring-1 ring-amber-300"
        >
          {password}
        </code>
      </p>
    </div>
  );
}
