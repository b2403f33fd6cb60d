import { Form, NavLink, Outlet, useNavigation } from "react-router";
import { adminTabs } from "~/components/admin/tabs";
import { requireUser } from "~/lib/auth.server";
import type { Route } from "./+types/admin";

export const meta: Route.MetaFunction = () => [{ title: "Admin Dashboard | Gold Coast Vending" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { user };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const loggingOut = navigation.state !== "idle" && navigation.formAction === "/logout";
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-bold">Admin Dashboard</h1>
          <p className="mt-1 text-stone-600">Welcome back, {loaderData.user.username}</p>
        </div>
        <Form method="post" action="/logout">
          <button type="submit" disabled={loggingOut} className="rounded-full border border-stone-300 px-5 py-2 text-sm font-semibold hover:bg-stone-100">
            {loggingOut ? "Logging out..." : "Logout"}
          </button>
        </Form>
      </div>
      <nav aria-label="Admin sections" className="mt-8 border-b border-stone-200">
        <ul className="flex flex-wrap gap-2">
          {adminTabs.map((tab) => (
            <li key={tab.to}>
              <NavLink
                to={tab.to}
                end={tab.end}
                className={({ isActive }) =>
                  `inline-block border-b-2 px-4 py-2.5 text-sm font-semibold ${isActive ? "border-brand-600 text-ink" : "border-transparent text-stone-600 hover:text-ink"}`
                }
              >
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-8">
        <Outlet />
      </div>
    </div>
  );
}
