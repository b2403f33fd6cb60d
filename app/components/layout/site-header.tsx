import { Link, NavLink } from "react-router";
import { business } from "~/content/business";

const pageLinks = [
  { to: "/classic-vending", label: "Vending" },
  { to: "/smart-machines", label: "Smart Machines" },
  { to: "/micromarkets", label: "Micromarkets" },
  { to: "/blog", label: "Blog" },
];

/** The sticky navigation bar of SPEC §2. */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-50 border-b border-stone-200 bg-white/95 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-6 px-4 sm:px-6">
        <Link to="/" className="font-display text-xl font-bold text-ink">
          {business.name}
        </Link>
        <ul className="flex flex-wrap items-center gap-4 text-sm font-medium text-stone-700">
          {pageLinks.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={({ isActive }) => (isActive ? "text-brand-700" : "hover:text-ink")}>
                {link.label}
              </NavLink>
            </li>
          ))}
          <li>
            <a href="/#contact" className="rounded-full bg-night px-4 py-2 text-white hover:bg-stone-800">
              Contact
            </a>
          </li>
        </ul>
      </nav>
    </header>
  );
}
