import { redirect } from "react-router";
import { ChangePasswordDialog } from "~/components/admin/change-password-dialog";
import { noindexMeta } from "~/lib/seo";
import { adminReturnTo, requireSession } from "~/server/auth.server";
import { changePasswordAction } from "~/server/password-change.server";
import type { Route } from "./+types/admin.password";

/**
 * The password-change page (docs/decisions/072): the only admin page an admin who signed in with a
 * one-time password can open until they choose their own password. Every other admin URL sends
 * them here (requireUser); it reads nothing but the session. The dialog posts here, so its errors
 * render on this page with or without JavaScript; success goes to the page they had asked for
 * (`?returnTo=`). An admin with a password of their own gets the ordinary dialog instead.
 */
export const meta: Route.MetaFunction = () => noindexMeta("Choose Your Password | Admin Dashboard");

export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireSession(request);
  if (!user.mustChangePassword) throw redirect("/admin?password=1");
  return {
    username: user.username,
    returnTo: adminReturnTo(new URL(request.url).searchParams.get("returnTo")),
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return changePasswordAction(request, context.clientIp);
}

export default function PasswordChangePage({ loaderData, actionData }: Route.ComponentProps) {
  // Posting to the page with its own query keeps the way back after a refused attempt (no JavaScript).
  const query =
    loaderData.returnTo === "/admin" ? "" : `?${new URLSearchParams({ returnTo: loaderData.returnTo })}`;
  return (
    <ChangePasswordDialog
      username={loaderData.username}
      closeHref={null}
      returnTo={loaderData.returnTo}
      action={`/admin/password${query}`}
      actionData={actionData}
      required
    />
  );
}
