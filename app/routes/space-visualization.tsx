import { pageMeta, siteUrlFrom } from "~/lib/seo";
import type { Route } from "./+types/space-visualization";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Free Space Visualization | Gold Coast Vending",
    description: "See branded vending machines and micromarkets in your own space: choose machines, share your website and get a free mockup.",
    path: "/space-visualization",
    siteUrl: siteUrlFrom(matches),
  });

export default function Page() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
      <h1 className="font-display text-4xl font-bold">Space Visualization</h1>
      <p className="mt-4 max-w-2xl text-lg text-stone-600">Choose machines, share your website and a photo of your space, and we render a branded mockup of your future amenity.</p>
    </section>
  );
}
