import { pageMeta, siteUrlFrom } from "~/lib/seo";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Gold Coast Vending | Vending Machines & Micromarkets, Palm Beach to Miami",
    description: "Free vending machines, smart grab-and-go coolers and micromarkets for South Florida workplaces. No cost to you: you supply the space and power.",
    path: "/",
    siteUrl: siteUrlFrom(matches),
  });

export default function Page() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
      <h1 className="font-display text-4xl font-bold">Luxury Amenities for the Modern Age</h1>
      <p className="mt-4 max-w-2xl text-lg text-stone-600">Classic vending, smart grab-and-go machines and micromarkets for offices, residences, gyms and hotels from Palm Beach to Miami, placed at no cost to you.</p>
    </section>
  );
}
