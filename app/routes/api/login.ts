import { apiError, apiHandler, apiJson, methodNotAllowed, readJson } from "~/lib/api.server";
import {
  attemptLogin,
  InvalidCredentialsError,
  LoginThrottledError,
  loginSchema,
  OneTimePasswordExpiredError,
  verifyLogin,
} from "~/server/auth.server";
import { createUserSession, revokeRequestSession } from "~/lib/session.server";
import type { Route } from "./+types/login";

/**
 * POST /api/login { username, password }: the user and a new session cookie; 401 for a wrong
 * username or password (never saying which) and for an expired one-time password (saying so),
 * 429 with Retry-After when throttled.
 */
export const action = apiHandler(async ({ request, context }: Route.ActionArgs) => {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const { username, password } = await readJson(request, loginSchema, 4 * 1024);
  try {
    const user = await attemptLogin(context.clientIp, username, () => verifyLogin(username, password));
    await revokeRequestSession(request);
    const cookie = await createUserSession(user.id, request);
    return apiJson(
      { id: user.id, username: user.username },
      { headers: { "Set-Cookie": cookie, "Cache-Control": "no-store" } },
    );
  } catch (error) {
    if (error instanceof LoginThrottledError) {
      return apiError(429, error.message, { headers: { "Retry-After": String(error.retryAfterSeconds) } });
    }
    if (error instanceof InvalidCredentialsError || error instanceof OneTimePasswordExpiredError)
      return apiError(401, error.message);
    throw error;
  }
});

export const loader = () => methodNotAllowed(["POST"]);
