import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect } from "react";
import { data, Form, redirect, useNavigation, useSearchParams } from "react-router";
import { InputField } from "~/components/ui/field";
import { buttonClass } from "~/components/ui/button";
import { toast } from "~/components/ui/toaster";
import {
  attemptLogin,
  authenticator,
  getUser,
  InvalidCredentialsError,
  LoginThrottledError,
  OneTimePasswordExpiredError,
  safeRedirectTo,
} from "~/server/auth.server";
import { loginSchema } from "~/models/user-schema";
import { safeLocalPath } from "~/lib/safe-redirect";
import { createUserSession, revokeRequestSession } from "~/lib/session.server";
import { createToastHeader } from "~/lib/toast.server";
import { requestFormData } from "~/lib/request-body.server";
import { noindexMeta } from "~/lib/seo";
import type { Route } from "./+types/auth";
import { ownHeaders } from "~/lib/route-headers";

export const meta: Route.MetaFunction = () => noindexMeta("Sign In | Gold Coast Vending");

export async function loader({ request }: Route.LoaderArgs) {
  if (await getUser(request))
    throw redirect(safeRedirectTo(new URL(request.url).searchParams.get("redirectTo")));
  return null;
}

export const LOGIN_FAILED = { title: "Login failed", description: "Invalid username or password." } as const;

/** The action's Retry-After (429) and Cache-Control reach the browser. */
export const headers = ownHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  // Read the body once, within its limit (a clone would leave an over-limit body unread behind
  // the tee and stall the answer); the form strategy gets a request rebuilt from the parsed form.
  const form = await requestFormData(request);
  const redirectTo = safeRedirectTo(form.get("redirectTo"));
  const submission = parseWithZod(form, { schema: loginSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }), error: null }, { status: 400 });
  }
  const { username } = submission.value;
  try {
    const user = await attemptLogin(context.clientIp, username, () =>
      authenticator.authenticate("form", requestWithForm(request, form)),
    );
    const headers = new Headers();
    // A signed-in visitor signing in again: end the old session too (a fresh id every sign-in).
    await revokeRequestSession(request);
    headers.append("Set-Cookie", await createUserSession(user.id, request));
    headers.append(
      "Set-Cookie",
      await createToastHeader({
        title: "Welcome back!",
        description: "You have successfully logged in.",
        variant: "success",
      }),
    );
    return redirect(redirectTo, { headers });
  } catch (error) {
    const result = submission.reply({ hideFields: ["password"] });
    if (error instanceof LoginThrottledError) {
      return data(
        { result, error: error.message },
        { status: 429, headers: { "Retry-After": String(error.retryAfterSeconds) } },
      );
    }
    if (error instanceof InvalidCredentialsError)
      return data({ result, error: LOGIN_FAILED.description }, { status: 400 });
    if (error instanceof OneTimePasswordExpiredError)
      return data({ result, error: error.message }, { status: 400 });
    throw error;
  }
}

/** The same request with the already-read form as its body (remix-auth's form strategy reads it). */
function requestWithForm(request: Request, form: FormData) {
  const fields = new URLSearchParams();
  for (const [key, value] of form) if (typeof value === "string") fields.append(key, value);
  const headers = new Headers(request.headers);
  headers.delete("content-length");
  headers.set("content-type", "application/x-www-form-urlencoded;charset=UTF-8");
  return new Request(request.url, { method: request.method, headers, body: fields });
}

export default function AuthPage({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const pending = navigation.state !== "idle" && navigation.formAction?.startsWith("/auth") === true;
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    constraint: { username: { required: true }, password: { required: true } },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
    // Not on blur: after a failed attempt, the click on Sign In blurs the password field first, and
    // a message appearing or going then would move the button from under the pointer (a lost click).
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const error = actionData?.error ?? null;
  const passwordId = fields.password.id;
  useEffect(() => {
    if (!error) return;
    toast({ title: LOGIN_FAILED.title, description: error, variant: "destructive" });
    // As without JavaScript: the password is cleared for the next try.
    const input = document.getElementById(passwordId);
    if (input instanceof HTMLInputElement) {
      input.value = "";
      input.focus();
    }
  }, [actionData, error, passwordId]);

  return (
    <section className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-2 lg:items-center lg:py-20">
      <div className="mx-auto w-full max-w-md">
        <h1 className="font-display text-4xl font-bold text-ink">Sign In</h1>
        <p className="mt-2 text-stone-600">Sign in to read contact requests and manage blog posts.</p>
        {error ? (
          <div role="alert" className="mt-6 rounded-lg border border-red-700 bg-red-50 p-4 text-red-800">
            <p className="font-semibold">{LOGIN_FAILED.title}</p>
            <p className="text-sm">{error}</p>
          </div>
        ) : null}
        <Form
          method="post"
          action={`/auth${params.size ? `?${params}` : ""}`}
          className="mt-6 grid gap-5"
          {...getFormProps(form)}
        >
          <input type="hidden" name="redirectTo" value={safeLocalPath(params.get("redirectTo"), "/admin")} />
          <InputField
            meta={fields.username}
            label="Username"
            inputProps={{ autoComplete: "username", autoCapitalize: "none", spellCheck: false }}
          />
          <InputField
            meta={fields.password}
            type="password"
            label="Password"
            inputProps={{ autoComplete: "current-password" }}
          />
          <button type="submit" disabled={pending} className={buttonClass("primary", "lg", "w-full")}>
            {pending ? "Signing in..." : "Sign In"}
          </button>
        </Form>
      </div>
      <aside
        aria-label="About the admin area"
        className="hidden rounded-3xl bg-night p-10 text-white shadow-xl lg:block"
      >
        <p className="text-sm font-semibold uppercase tracking-widest text-brand-100">Gold Coast Vending</p>
        <h2 className="mt-4 font-display text-3xl font-bold">Every lead, answered within the hour.</h2>
        <p className="mt-4 text-stone-200">
          Read new consultation requests as they arrive, reply by e-mail or phone in one click, and keep the
          blog fresh for the offices, buildings, gyms and hotels we serve from Palm Beach to Miami.
        </p>
        <ul className="mt-8 grid gap-3 text-stone-100">
          <li className="flex gap-3">
            <span aria-hidden="true" className="text-brand-100">
              ✓
            </span>{" "}
            Contact submissions with search, sorting and CSV export
          </li>
          <li className="flex gap-3">
            <span aria-hidden="true" className="text-brand-100">
              ✓
            </span>{" "}
            Blog posts: write, publish and update
          </li>
          <li className="flex gap-3">
            <span aria-hidden="true" className="text-brand-100">
              ✓
            </span>{" "}
            Sessions you can end by changing your password
          </li>
        </ul>
      </aside>
    </section>
  );
}
