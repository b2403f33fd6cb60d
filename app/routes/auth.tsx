import { pageMeta, siteUrlFrom } from "~/lib/seo";
import type { Route } from "./+types/auth";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Sign In | Gold Coast Vending",
    description: "Admin sign-in.",
    path: "/auth",
    siteUrl: siteUrlFrom(matches),
  });

export default function Page() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
      <h1 className="font-display text-4xl font-bold">Sign In</h1>
      <p className="mt-4 max-w-2xl text-lg text-stone-600">Sign in to read contact requests and manage blog posts.</p>
    </section>
  );
}
