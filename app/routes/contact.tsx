import { pageMeta, siteUrlFrom } from "~/lib/seo";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Contact Us | Gold Coast Vending",
    description: "Request a free consultation for vending machines, smart machines or a micromarket at your South Florida location.",
    path: "/contact",
    siteUrl: siteUrlFrom(matches),
  });

export default function Page() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
      <h1 className="font-display text-4xl font-bold">Get Your Free Consultation</h1>
      <p className="mt-4 max-w-2xl text-lg text-stone-600">Tell us about your location and we will reply in under an hour during business hours.</p>
    </section>
  );
}
