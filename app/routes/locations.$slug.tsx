import { data } from "react-router";
import { cityNameFromSlug, isCitySlug } from "~/content/cities";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import type { Route } from "./+types/locations.$slug";

export function loader({ params }: Route.LoaderArgs) {
  if (!isCitySlug(params.slug)) throw data(null, { status: 404 });
  return { slug: params.slug, name: cityNameFromSlug(params.slug) };
}

export const meta: Route.MetaFunction = ({ data: city, matches }) =>
  city
    ? pageMeta({
        title: `Vending Machines & Micromarkets in ${city.name}, FL | Gold Coast Vending`,
        description: `Free vending machines, smart machines and micromarkets for ${city.name} workplaces and residences.`,
        path: `/locations/${city.slug}`,
        siteUrl: siteUrlFrom(matches),
      })
    : [];

export default function CityPage({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
      <h1 className="font-display text-4xl font-bold">Vending Services in {loaderData.name}</h1>
      <p className="mt-4 max-w-2xl text-lg text-stone-600">
        Vending machines, smart machines and micromarkets for {loaderData.name} offices, buildings, gyms and hotels, placed at no cost to you.
      </p>
    </section>
  );
}
