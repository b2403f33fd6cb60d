import { apiError, apiHandler, apiJson, HttpError, methodNotAllowed, readJson } from "~/lib/api.server";
import { changePasswordOfSession, LoginThrottledError } from "~/server/auth.server";
import { changePasswordSchema, PASSWORD_MESSAGES } from "~/models/user-schema";
import { getSession } from "~/lib/session.server";
import { OneTimePasswordExpiredError, WrongPasswordError } from "~/models/users.server";
import type { Route } from "./+types/change-password";

/**
 * POST /api/change-password { currentPassword, newPassword }: 200 { message } and every other
 * session of the user ends; 401 without a session; 400 for a wrong current password or a new one
 * under 8 characters (fieldErrors); 429 when throttled.
 */
export const action = apiHandler(async ({ request, context }: Route.ActionArgs) => {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const session = await getSession(request);
  if (!session) throw new HttpError(401, "Unauthorized");
  const input = await readJson(request, changePasswordSchema, 4 * 1024);
  try {
    await changePasswordOfSession(session, context.clientIp, input);
  } catch (error) {
    if (error instanceof WrongPasswordError) {
      return apiError(400, error.message, { fieldErrors: { currentPassword: [error.message] } });
    }
    // The one-time password expired while the request was on its way (the session ends with it).
    if (error instanceof OneTimePasswordExpiredError) return apiError(401, error.message);
    if (error instanceof LoginThrottledError) {
      return apiError(429, error.message, { headers: { "Retry-After": String(error.retryAfterSeconds) } });
    }
    throw error;
  }
  return apiJson({ message: PASSWORD_MESSAGES.changed.description });
});

export const loader = () => methodNotAllowed(["POST"]);
