import { pageMeta, siteUrlFrom } from "~/lib/seo";
import type { Route } from "./+types/classic-vending";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Classic Vending Machines | Gold Coast Vending",
    description: "New snack, drink and combo vending machines with card readers and remote inventory monitoring, installed free for South Florida businesses.",
    path: "/classic-vending",
    siteUrl: siteUrlFrom(matches),
  });

export default function Page() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
      <h1 className="font-display text-4xl font-bold">Classic Vending</h1>
      <p className="mt-4 max-w-2xl text-lg text-stone-600">New machines with card readers, contactless payment and remote inventory monitoring, placed and stocked at no cost to your location.</p>
    </section>
  );
}
