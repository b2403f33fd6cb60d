import { apiHandler, apiJson, methodNotAllowed } from "~/lib/api.server";
import { requireApiUser } from "~/server/auth.server";
import type { Route } from "./+types/user";

/** GET /api/user: the signed-in user ({ id, username }); 401 without a session (product §7). */
export const loader = apiHandler(async ({ request }: Route.LoaderArgs) => {
  const user = await requireApiUser(request);
  return apiJson({ id: user.id, username: user.username }, { headers: { "Cache-Control": "no-store" } });
});

export const action = () => methodNotAllowed(["GET"]);
