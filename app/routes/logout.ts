import { redirect } from "react-router";
import { destroyUserSession } from "~/lib/session.server";
import { createToastHeader, redirectWithToast } from "~/lib/toast.server";
import type { Route } from "./+types/logout";

/** Sign-out: deletes the session row and clears the cookie (product §8 toasts either way). */
export async function action({ request }: Route.ActionArgs) {
  let cleared: string;
  try {
    cleared = await destroyUserSession(request);
  } catch (error) {
    console.error("Logout failed:", error);
    const message = error instanceof Error ? error.message : String(error);
    return redirectWithToast("/admin", {
      title: "Logout failed",
      description: message,
      variant: "destructive",
    });
  }
  const headers = new Headers();
  headers.append("Set-Cookie", cleared);
  headers.append(
    "Set-Cookie",
    await createToastHeader({ title: "Logged out", description: "You have been successfully logged out." }),
  );
  return redirect("/auth", { headers });
}

export function loader() {
  return redirect("/admin");
}
