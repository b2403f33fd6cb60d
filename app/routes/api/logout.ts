import { apiHandler, apiJson, methodNotAllowed } from "~/lib/api.server";
import { destroyUserSession } from "~/lib/session.server";
import type { Route } from "./+types/logout";

/** POST /api/logout: deletes the session row and clears the cookie (200 even without a session). */
export const action = apiHandler(async ({ request }: Route.ActionArgs) => {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const cookie = await destroyUserSession(request);
  return apiJson(
    { message: "You have been successfully logged out." },
    { headers: { "Set-Cookie": cookie } },
  );
});

export const loader = () => methodNotAllowed(["POST"]);
