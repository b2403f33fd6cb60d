import { db } from "~/lib/db.server";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link, useLocation } from "react-router";
import { z } from "~/lib/zod";
import {
  AddAdminDialog,
  AdminsTable,
  OneTimePasswordNotice,
  RemoveAdminDialog,
} from "~/components/admin/admins";
import { buttonClass } from "~/components/ui/button";
import { requireUser } from "~/server/auth.server";
import { requestFormData } from "~/lib/request-body.server";
import { hrefWith, withParams } from "~/lib/list-query";
import { oneTimeSecretCookie, takeOneTimeSecret } from "~/lib/one-time-secret.server";
import { ownHeaders } from "~/lib/route-headers";
import { noindexMeta } from "~/lib/seo";
import { redirectWithToast } from "~/lib/toast.server";
import {
  addAdmin,
  AdminRemovalError,
  listAdmins,
  OneTimePasswordReissueError,
  reissueOneTimePassword,
  REMOVAL_REFUSED,
  removalRefusal,
  removeAdmin,
} from "~/models/admins.server";
import { addAdminSchema } from "~/models/user-schema";
import { UserExistsError } from "~/models/users.server";
import type { Route } from "./+types/admin.admins";

/** The Admins tab (docs/decisions/052-more-than-one-admin.md). */
const DIALOG_PARAMS = { new: null, remove: null } as const;
const PATH = "/admin/admins";

export const meta: Route.MetaFunction = () => noindexMeta("Admins | Admin Dashboard");

/** no-store: the page may carry a one-time password. */
export const headers = ownHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  const admins = await listAdmins(db());
  const removeId = Number(url.searchParams.get("remove"));
  const removing = Number.isSafeInteger(removeId) ? (admins.find((a) => a.id === removeId) ?? null) : null;
  if (url.searchParams.has("remove") && !removing) {
    throw await redirectWithToast(hrefWith(PATH, url.search, DIALOG_PARAMS), {
      title: "Failed to remove admin",
      description: REMOVAL_REFUSED.missing,
      variant: "destructive",
    });
  }
  const refusal = removing ? removalRefusal(admins, user.id, removing.id) : null;
  // The one-time password of the admin just added: read once, and the cookie goes with this answer.
  const secret = takeOneTimeSecret(request);
  const oneTime =
    secret.payload?.username && secret.payload.password
      ? { username: secret.payload.username, password: secret.payload.password }
      : null;
  return data(
    {
      admins,
      currentUserId: user.id,
      creating: url.searchParams.get("new") === "1",
      removing: removing ? { id: removing.id, username: removing.username } : null,
      refusal: refusal ? REMOVAL_REFUSED[refusal] : null,
      oneTime,
    },
    {
      headers: {
        "Cache-Control": "no-store",
        ...(secret.clear ? { "Set-Cookie": secret.clear } : {}),
      },
    },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  const listHref = hrefWith(PATH, url.search, DIALOG_PARAMS);
  const form = await requestFormData(request);
  const intent = form.get("intent");

  if (intent === "remove") {
    const id = Number(form.get("id"));
    try {
      const removed = await removeAdmin(db(), user.id, Number.isSafeInteger(id) ? id : -1);
      return redirectWithToast(listHref, {
        title: "Admin removed",
        description: `${removed.username} can no longer sign in and was signed out everywhere.`,
        variant: "success",
      });
    } catch (error) {
      if (!(error instanceof AdminRemovalError)) throw error;
      return redirectWithToast(listHref, {
        title: "Failed to remove admin",
        description: error.message,
        variant: "destructive",
      });
    }
  }

  if (intent === "reissue") {
    const id = Number(form.get("id"));
    try {
      const issued = await reissueOneTimePassword(db(), Number.isSafeInteger(id) ? id : -1);
      const headers = new Headers({
        "Set-Cookie": oneTimeSecretCookie({ username: issued.username, password: issued.oneTimePassword }),
      });
      return redirectWithToast(
        listHref,
        {
          title: "New one-time password",
          description: `Give ${issued.username} the one-time password shown on this page. The old one no longer works.`,
          variant: "success",
        },
        { headers },
      );
    } catch (error) {
      if (!(error instanceof OneTimePasswordReissueError)) throw error;
      return redirectWithToast(listHref, {
        title: "Failed to issue a one-time password",
        description: error.message,
        variant: "destructive",
      });
    }
  }

  if (intent !== "add") {
    return redirectWithToast(listHref, {
      title: "Failed to update admins",
      description: "The form was not understood. Please try again.",
      variant: "destructive",
    });
  }
  const hide = { hideFields: ["password", "confirmPassword"] };
  const submission = parseWithZod(form, { schema: addAdminSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(hide), failure: null }, { status: 400 });
  }
  try {
    const { user: added, oneTimePassword } = await addAdmin(db(), submission.value);
    const headers = new Headers();
    if (oneTimePassword)
      headers.append(
        "Set-Cookie",
        oneTimeSecretCookie({ username: added.username, password: oneTimePassword }),
      );
    return redirectWithToast(
      listHref,
      {
        title: "Admin added",
        description: oneTimePassword
          ? `Give ${added.username} the one-time password shown on this page.`
          : `${added.username} can sign in now with the password you chose.`,
        variant: "success",
      },
      { headers },
    );
  } catch (error) {
    if (error instanceof UserExistsError) {
      return data(
        { result: submission.reply({ ...hide, fieldErrors: { username: [error.message] } }), failure: null },
        { status: 400 },
      );
    }
    if (error instanceof z.ZodError) {
      return data(
        {
          result: submission.reply(hide),
          failure: error.issues[0]?.message ?? "Invalid username or password.",
        },
        { status: 400 },
      );
    }
    throw error;
  }
}

export default function AdminsTab({ loaderData, actionData }: Route.ComponentProps) {
  const { admins, currentUserId, creating, removing, refusal, oneTime } = loaderData;
  const location = useLocation();
  const closeHref = hrefWith(PATH, location.search, DIALOG_PARAMS);
  const newHref = withParams(location.search, { ...DIALOG_PARAMS, new: 1 });
  const removeHref = (id: number) => withParams(location.search, { ...DIALOG_PARAMS, remove: id });
  return (
    <section aria-labelledby="admins-heading" className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h2 id="admins-heading" className="font-display text-2xl font-bold">
            Admins
          </h2>
          <p className="mt-1 text-stone-600">
            Everyone here can read leads and change the site. Removing an admin signs them out at once.
          </p>
        </div>
        <Link to={newHref} preventScrollReset className={buttonClass("primary")}>
          <span aria-hidden="true">+</span> Add Admin
        </Link>
      </div>
      {oneTime ? <OneTimePasswordNotice username={oneTime.username} password={oneTime.password} /> : null}
      <AdminsTable admins={admins} currentUserId={currentUserId} removeHref={removeHref} />
      {creating ? (
        <AddAdminDialog closeHref={closeHref} lastResult={actionData?.result} failure={actionData?.failure} />
      ) : null}
      {removing ? <RemoveAdminDialog admin={removing} refusal={refusal} closeHref={closeHref} /> : null}
    </section>
  );
}
