import { data, Form, redirect, useNavigation, useSearchParams } from "react-router";
import { authenticator, getUser, InvalidCredentialsError, safeRedirectTo } from "~/lib/auth.server";
import { createUserSession } from "~/lib/session.server";
import { createToastHeader } from "~/lib/toast.server";
import type { Route } from "./+types/auth";

export const meta: Route.MetaFunction = () => [{ title: "Sign In | Gold Coast Vending" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  if (await getUser(request)) throw redirect("/admin");
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.clone().formData();
  const redirectTo = safeRedirectTo(form.get("redirectTo"));
  try {
    const user = await authenticator.authenticate("form", request);
    const headers = new Headers();
    headers.append("Set-Cookie", await createUserSession(user.id, request));
    headers.append("Set-Cookie", await createToastHeader({ title: "Welcome back!", description: "You have successfully logged in.", variant: "success" }));
    return redirect(redirectTo, { headers });
  } catch (error) {
    if (error instanceof InvalidCredentialsError) {
      return data({ error: "Invalid username or password.", username: String(form.get("username") ?? "") }, { status: 400 });
    }
    throw error;
  }
}

export default function AuthPage({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const pending = navigation.state !== "idle" && navigation.formAction === "/auth";
  return (
    <section className="mx-auto grid max-w-5xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2">
      <div>
        <h1 className="font-display text-4xl font-bold">Sign In</h1>
        <p className="mt-2 text-stone-600">Sign in to read contact requests and manage blog posts.</p>
        {actionData?.error ? (
          <div role="alert" className="mt-6 rounded-lg border border-red-700 bg-red-50 p-4 text-red-800">
            <p className="font-semibold">Login failed</p>
            <p className="text-sm">{actionData.error}</p>
          </div>
        ) : null}
        <Form method="post" className="mt-6 grid gap-4">
          <input type="hidden" name="redirectTo" value={params.get("redirectTo") ?? "/admin"} />
          <label className="grid gap-1.5 text-sm font-medium">
            Username
            <input name="username" required autoComplete="username" defaultValue={actionData?.username} className="rounded-lg border border-stone-300 px-3.5 py-2.5" />
          </label>
          <label className="grid gap-1.5 text-sm font-medium">
            Password
            <input name="password" type="password" required autoComplete="current-password" className="rounded-lg border border-stone-300 px-3.5 py-2.5" />
          </label>
          <button type="submit" disabled={pending} className="rounded-full bg-night px-6 py-3 font-semibold text-white disabled:opacity-70">
            {pending ? "Signing in..." : "Sign In"}
          </button>
        </Form>
      </div>
    </section>
  );
}
