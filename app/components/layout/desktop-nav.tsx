import { NavLink } from "react-router";
import { pageLinks, sectionLinks } from "~/components/layout/nav-links";
import { SectionLink } from "~/components/layout/section-link";
import { useLang, useUi } from "~/lib/i18n";

/** The navigation bar's links from 769 px up: pages, scroll buttons and Contact (product §2). */
export function DesktopNav() {
  const ui = useUi().nav;
  // The scroll buttons lead to sections of the home page, which is English only for now
  // (decision 040); the Spanish bar leaves them out, which also keeps its longer labels on one row.
  const showSections = useLang() === "en";
  return (
    <div className="nav-desktop items-center gap-1 text-sm font-medium text-stone-700 xl:gap-2">
      <ul className="flex items-center">
        {pageLinks.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              className={({ isActive }) =>
                `rounded-full px-2.5 py-2 transition-colors xl:px-3 ${isActive ? "text-brand-700" : "hover:text-night"}`
              }
            >
              {ui[link.label]}
            </NavLink>
          </li>
        ))}
      </ul>
      {showSections && <span aria-hidden="true" className="mx-1 h-5 w-px bg-stone-200" />}
      <ul className={showSections ? "flex items-center" : "hidden"}>
        {sectionLinks.map((link) => (
          <li key={link.section}>
            <SectionLink
              section={link.section}
              from="nav"
              className="rounded-full px-2.5 py-2 transition-colors hover:text-night xl:px-3"
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
