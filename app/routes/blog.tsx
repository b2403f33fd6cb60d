import { pageMeta, siteUrlFrom } from "~/lib/seo";
import type { Route } from "./+types/blog";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Blog | Gold Coast Vending",
    description: "Guides for office, building and hotel managers on vending machines, smart machines and micromarkets in South Florida.",
    path: "/blog",
    siteUrl: siteUrlFrom(matches),
  });

export default function Page() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
      <h1 className="font-display text-4xl font-bold">Blog</h1>
      <p className="mt-4 max-w-2xl text-lg text-stone-600">Guides and news for South Florida workplaces on vending, smart machines and micromarkets.</p>
    </section>
  );
}
