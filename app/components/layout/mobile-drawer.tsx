import { NavLink } from "react-router";
import { pageLinks, sectionLinks } from "~/components/layout/nav-links";
import { LanguageSwitch } from "~/components/layout/language-switch";
import { SectionLink } from "~/components/layout/section-link";
import { MenuIcon } from "~/components/media/icons";
import { useDrawerClosing } from "~/components/layout/use-drawer-closing";
import { phoneDisplay, useBusiness } from "~/lib/business-facts";
import { fill, useLocalizedPath, useUi } from "~/lib/i18n";

/**
 * The menu below 1280 px (product §2; decision 087 says why not only on phones): a side drawer in a `<details>` element, so it
 * opens and closes without JavaScript; with it, it also closes as useDrawerClosing says.
 */
export function MobileDrawer() {
  const { drawer, closeDrawer } = useDrawerClosing();
  const ui = useUi().nav;
  const facts = useBusiness();
  const localized = useLocalizedPath();

  return (
    <details ref={drawer} className="nav-mobile group">
      <DrawerToggle />
      <div
        aria-hidden="true"
        className="drawer-backdrop fixed inset-x-0 bottom-0 top-[104px] bg-night/50 min-[769px]:top-24"
        onClick={closeDrawer}
      />
      <div
        id="mobile-menu"
        className="drawer-panel fixed bottom-0 right-0 top-[104px] w-[min(20rem,86vw)] min-[769px]:top-24 overflow-y-auto border-l border-stone-200 bg-white px-5 pb-10 pt-4 shadow-2xl"
      >
        <p className="px-3 pb-1 pt-2 text-xs font-semibold tracking-[0.18em] text-stone-500 uppercase">
          {ui.drawerServices}
        </p>
        <ul className="grid text-base font-medium text-night">
          {pageLinks.map((link) => (
            <li key={link.to}>
              <NavLink
                to={localized(link.to)}
                onClick={closeDrawer}
                className="block rounded-xl px-3 py-3 hover:bg-stone-100"
              >
                {ui[link.label]}
              </NavLink>
            </li>
          ))}
        </ul>
        <p className="mt-4 px-3 pb-1 pt-2 text-xs font-semibold tracking-[0.18em] text-stone-500 uppercase">
          {ui.drawerExplore}
        </p>
        <ul className="grid text-base font-medium text-night">
          {sectionLinks.map((link) => (
            <li key={link.section}>
              <SectionLink
                section={link.section}
                from="menu"
                onNavigate={closeDrawer}
                className="block rounded-xl px-3 py-3 hover:bg-stone-100"
              >
                {ui[link.mobileLabel ?? link.label]}
              </SectionLink>
            </li>
          ))}
        </ul>
        {/* On mobile the contact target is the form itself (product §2). */}
        <SectionLink
          section="contact-form"
          from="menu"
          onNavigate={closeDrawer}
          className="mt-6 flex min-h-12 items-center justify-center rounded-full bg-night px-6 text-base font-semibold text-white"
        >
          {ui.contact}
        </SectionLink>
        <a
          href={`tel:${facts.phone}`}
          className="mt-3 flex min-h-12 items-center justify-center rounded-full border border-stone-300 px-6 text-base font-semibold text-night"
        >
          {fill(ui.call, { phone: phoneDisplay(facts.phone) })}
        </a>
        <LanguageSwitch className="mt-3 flex min-h-12 items-center justify-center rounded-full px-6 text-base font-semibold text-brand-700 underline underline-offset-4" />
      </div>
    </details>
  );
}

/** The drawer's summary: a menu icon while closed, a cross while open. */
function DrawerToggle() {
  const ui = useUi().nav;
  return (
    <summary className="flex size-11 cursor-pointer list-none items-center justify-center rounded-full border border-stone-300 text-night [&::-webkit-details-marker]:hidden">
      <span className="sr-only">{ui.menu}</span>
      <MenuIcon className="size-6 group-open:hidden" />
      <MenuIcon open className="hidden size-6 group-open:block" />
    </summary>
  );
}
