import { brands, type Brand } from "~/content/brands";
import { homeCopy } from "~/content/home";
import { useLang, useUi } from "~/lib/i18n";
import { SectionHeading } from "~/components/home/section-heading";

const wordmarkStyle: Record<Brand["style"], string> = {
  serif: "font-display text-xl font-semibold",
  sans: "text-lg font-bold tracking-tight",
  caps: "text-base font-extrabold tracking-[0.16em] uppercase",
  italic: "font-display text-xl font-semibold italic",
};

/** product §2 brands (id "brands"): 18 text wordmarks, revealed with a 0.1 s stagger. */
export function BrandsSection() {
  const copy = homeCopy[useLang()];
  const ui = useUi().home;
  return (
    <section
      id="brands"
      aria-labelledby="brands-title"
      className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8"
    >
      <SectionHeading
        id="brands-title"
        eyebrow={ui.brandsEyebrow}
        title={ui.brandsTitle}
        lead={ui.brandsLead}
      />
      <ul className="mt-12 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {brands.map((brand, i) => (
          <li
            key={`${brand.name ?? "partner"}-${i}`}
            data-reveal
            data-testid="brand"
            style={{ ["--reveal-delay" as string]: `${(i % 6) * 0.1}s` }}
            className="flex h-24 flex-col items-center justify-center rounded-2xl border border-stone-200 bg-white px-3 text-center text-stone-700"
          >
            <span className={wordmarkStyle[brand.style]}>{brand.name ?? copy.brandPartner}</span>
            <span className="mt-1 text-[0.65rem] font-semibold tracking-[0.18em] text-stone-500 uppercase">
              {copy.brandCategories[brand.category]}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-center text-xs text-stone-600">{ui.brandsTrademarkNote}</p>
    </section>
  );
}
