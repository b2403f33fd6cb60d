import { NavLink } from "react-router";
import { pageLinks, sectionLinks } from "~/components/layout/nav-links";
import { SectionLink } from "~/components/layout/section-link";
import { useLocalizedPath, useUi } from "~/lib/i18n";

/** The navigation bar's links from 1280 px up (decision 087): pages, scroll buttons and Contact (product §2). */
export function DesktopNav() {
  const ui = useUi().nav;
  const localized = useLocalizedPath();
  return (
    <div className="nav-desktop items-center gap-1 text-sm font-medium text-stone-700 whitespace-nowrap">
      <ul className="flex items-center">
        {pageLinks.map((link) => (
          <li key={link.to}>
            <NavLink
              to={localized(link.to)}
              className={({ isActive }) =>
                `rounded-full px-2 py-2 transition-colors ${isActive ? "text-brand-700" : "hover:text-night"}`
              }
            >
              {ui[link.label]}
            </NavLink>
          </li>
        ))}
      </ul>
      <span aria-hidden="true" className="mx-1 h-5 w-px bg-stone-200" />
      <ul className="flex items-center">
        {sectionLinks.map((link) => (
          <li key={link.section}>
            <SectionLink
              section={link.section}
              from="nav"
              className="rounded-full px-2 py-2 transition-colors hover:text-night"
            >
              {ui[link.label]}
            </SectionLink>
          </li>
        ))}
      </ul>
      <SectionLink
        section="contact"
        from="nav"
        className="ml-2 inline-flex min-h-10 items-center rounded-full bg-night px-5 text-sm font-semibold text-white transition-colors hover:bg-stone-800"
      >
        {ui.contact}
      </SectionLink>
    </div>
  );
}
