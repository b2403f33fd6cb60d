import { apiError } from "~/lib/api.server";

// Any /api path no resource route answers: JSON 404, for every method.
export function loader() {
  return apiError(404, "Not found.");
}
export function action() {
  return apiError(404, "Not found.");
}
