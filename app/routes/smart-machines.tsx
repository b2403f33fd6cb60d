import { pageMeta, siteUrlFrom } from "~/lib/seo";
import type { Route } from "./+types/smart-machines";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Smart Grab-and-Go Machines | Gold Coast Vending",
    description: "Tap a card, open the door, take what you want: AI recognition charges for what was taken. Smart machines installed free across South Florida.",
    path: "/smart-machines",
    siteUrl: siteUrlFrom(matches),
  });

export default function Page() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
      <h1 className="font-display text-4xl font-bold">Smart Machines</h1>
      <p className="mt-4 max-w-2xl text-lg text-stone-600">Tap a card, open the door and take what you want: AI recognition charges only for what was taken.</p>
    </section>
  );
}
