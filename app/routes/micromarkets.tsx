import { pageMeta, siteUrlFrom } from "~/lib/seo";
import type { Route } from "./+types/micromarkets";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Micromarkets with Self-Checkout Kiosks | Gold Coast Vending",
    description: "Open micromarkets with fresh food, snacks and drinks and a self-checkout kiosk, installed and stocked free for South Florida workplaces.",
    path: "/micromarkets",
    siteUrl: siteUrlFrom(matches),
  });

export default function Page() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
      <h1 className="font-display text-4xl font-bold">Micromarkets</h1>
      <p className="mt-4 max-w-2xl text-lg text-stone-600">An open market with fresh food, snacks and drinks and a self-checkout kiosk, installed, stocked and monitored at no cost to you.</p>
    </section>
  );
}
