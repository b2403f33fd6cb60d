import { redirect } from "react-router";
import { destroyUserSession } from "~/lib/session.server";
import { createToastHeader } from "~/lib/toast.server";
import type { Route } from "./+types/logout";

export async function action({ request }: Route.ActionArgs) {
  const headers = new Headers();
  headers.append("Set-Cookie", await destroyUserSession(request));
  headers.append("Set-Cookie", await createToastHeader({ title: "Logged out", description: "You have been successfully logged out." }));
  return redirect("/auth", { headers });
}

export function loader() {
  return redirect("/admin");
}
