import { createCookieSessionStorage, redirect } from "react-router";
import { sessionSecret } from "./secrets.server";
import { normalizeToast, type Toast, type ToastInput } from "./toast";

/**
 * The flash cookie that carries a toast across a redirect, so a visitor without JavaScript
 * sees the same message after post/redirect/get.
 */
type FlashData = { toast: Toast };
let storage: ReturnType<typeof createCookieSessionStorage<Record<string, never>, FlashData>> | undefined;
function toastStorage() {
  storage ??= createCookieSessionStorage<Record<string, never>, FlashData>({
    cookie: {
      name: "toast",
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      // Secure or not follows the request's scheme: server.ts marks every Set-Cookie (cookieSecurity).
      secrets: [sessionSecret()],
    },
  });
  return storage;
}

const FLASH_KEY = "toast";

/** A Set-Cookie header value that shows `toast` on the next page. */
export async function createToastHeader(toast: ToastInput) {
  const session = await toastStorage().getSession();
  const value = normalizeToast(toast);
  if (!value) throw new TypeError("A toast needs a title");
  session.flash(FLASH_KEY, value);
  return toastStorage().commitSession(session);
}

/** Redirects and shows a toast on the page redirected to. */
export async function redirectWithToast(url: string, toast: ToastInput, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await createToastHeader(toast));
  return redirect(url, { ...init, headers });
}

/** Reads (and consumes) the pending toast; the headers clear the flash cookie. */
export async function getToast(request: Request): Promise<{ toast: Toast | null; headers: Headers | null }> {
  const cookie = request.headers.get("Cookie");
  if (!cookie || !cookie.includes("toast=")) return { toast: null, headers: null };
  const session = await toastStorage().getSession(cookie);
  const toast = normalizeToast(session.get(FLASH_KEY));
  const headers = new Headers({ "Set-Cookie": await toastStorage().destroySession(session) });
  return { toast, headers };
}
