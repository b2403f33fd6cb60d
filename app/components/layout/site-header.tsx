import { useEffect, useRef } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { business } from "~/content/business";
import { LogoMark, LogoText } from "./logo";
import { SectionLink } from "./section-link";

const pageLinks = [
  { to: "/classic-vending", label: "Vending" },
  { to: "/smart-machines", label: "Smart Machines" },
  { to: "/micromarkets", label: "Micromarkets" },
  { to: "/blog", label: "Blog" },
];

/** SPEC §2 scroll buttons; the mobile menu calls Locations "Service Areas". */
const sectionLinks = [
  { section: "brands", label: "Products" },
  { section: "about", label: "About" },
  { section: "service-area-section", label: "Locations", mobileLabel: "Service Areas" },
  { section: "faq-section", label: "FAQ" },
];

/**
 * The sticky header of SPEC §2: the referral banner and the navigation bar. At 768 px and below the
 * links move into a side drawer, a `<details>` element (opens and closes without JavaScript); with
 * JavaScript it closes on every navigation and on a click outside. Header height: 96 px on
 * desktop (32 + 64), 104 px on mobile (40 + 64), below the 96/112 px scroll offsets.
 */
export function SiteHeader() {
  const drawer = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  const closeDrawer = () => {
    if (drawer.current) drawer.current.open = false;
  };

  // Close on navigation (any change of path, search or hash), but not on hydration: a visitor may
  // have opened the drawer before the JavaScript arrived.
  const shownKey = useRef(location.key);
  useEffect(() => {
    if (shownKey.current === location.key) return;
    shownKey.current = location.key;
    closeDrawer();
  }, [location.key]);

  // A scroll button tapped in the drawer before hydration moved the page (a new #hash) but, as
  // without JavaScript, left the drawer open over it: close it now. A drawer opened on the page as
  // it was loaded stays open.
  useEffect(() => {
    const loaded = performance.getEntriesByType("navigation")[0]?.name;
    if (loaded && loaded !== window.location.href) closeDrawer();
  }, []);

  // Close on Escape while open.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && drawer.current?.open) {
        closeDrawer();
        drawer.current.querySelector("summary")?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  return (
    <header className="site-header sticky top-0 z-50">
      <div className="flex h-10 items-center justify-center gap-3 bg-night px-3 text-center text-xs text-brand-100 min-[769px]:h-8 sm:text-sm">
        <p>
          Ask about our{" "}
          <strong className="font-semibold text-brand-200">{business.referral.bannerAmount}</strong> Location
          Referral Program!
        </p>
        <SectionLink
          section="contact-form"
          className="shrink-0 rounded-full border border-brand-300/60 px-2.5 py-0.5 text-xs font-semibold text-white hover:bg-white/10"
        >
          Learn More<span className="sr-only"> about the referral program</span>
        </SectionLink>
      </div>
      <nav aria-label="Main" className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
          <Link to="/" className="flex shrink-0 items-center gap-2.5 rounded-lg">
            <LogoMark />
            <LogoText />
          </Link>

          {/* Desktop (769 px and up) */}
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
                    {link.label}
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
                    className="rounded-full px-2.5 py-2 transition-colors hover:text-night xl:px-3"
                  >
                    {link.label}
                  </SectionLink>
                </li>
              ))}
            </ul>
            <SectionLink
              section="contact"
              from="nav"
              className="ml-2 inline-flex min-h-10 items-center rounded-full bg-night px-5 text-sm font-semibold text-white transition-colors hover:bg-stone-800"
            >
              Contact
            </SectionLink>
          </div>

          {/* Mobile drawer (768 px and below) */}
          <details ref={drawer} className="nav-mobile group">
            <summary className="flex size-11 cursor-pointer list-none items-center justify-center rounded-full border border-stone-300 text-night [&::-webkit-details-marker]:hidden">
              <span className="sr-only">Menu</span>
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-6 group-open:hidden"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
              >
                <path d="M4 7h16M4 12h16M4 17h16" />
              </svg>
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="hidden size-6 group-open:block"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
              >
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </summary>
            <div
              aria-hidden="true"
              className="drawer-backdrop fixed inset-x-0 bottom-0 top-[104px] bg-night/50"
              onClick={closeDrawer}
            />
            <div
              id="mobile-menu"
              className="drawer-panel fixed bottom-0 right-0 top-[104px] w-[min(20rem,86vw)] overflow-y-auto border-l border-stone-200 bg-white px-5 pb-10 pt-4 shadow-2xl"
            >
              <p className="px-3 pb-1 pt-2 text-xs font-semibold tracking-[0.18em] text-stone-500 uppercase">
                Services
              </p>
              <ul className="grid text-base font-medium text-night">
                {pageLinks.map((link) => (
                  <li key={link.to}>
                    <NavLink
                      to={link.to}
                      onClick={closeDrawer}
                      className="block rounded-xl px-3 py-3 hover:bg-stone-100"
                    >
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
              <p className="mt-4 px-3 pb-1 pt-2 text-xs font-semibold tracking-[0.18em] text-stone-500 uppercase">
                Explore
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
                      {link.mobileLabel ?? link.label}
                    </SectionLink>
                  </li>
                ))}
              </ul>
              {/* On mobile the contact target is the form itself (SPEC §2). */}
              <SectionLink
                section="contact-form"
                from="menu"
                onNavigate={closeDrawer}
                className="mt-6 flex min-h-12 items-center justify-center rounded-full bg-night px-6 text-base font-semibold text-white"
              >
                Contact
              </SectionLink>
              <a
                href={`tel:${business.phoneE164}`}
                className="mt-3 flex min-h-12 items-center justify-center rounded-full border border-stone-300 px-6 text-base font-semibold text-night"
              >
                Call {business.phoneDisplay}
              </a>
            </div>
          </details>
        </div>
      </nav>
    </header>
  );
}
