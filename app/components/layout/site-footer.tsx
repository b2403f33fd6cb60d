import { Link } from "react-router";
import { business } from "~/content/business";

/** The footer of SPEC §2. */
export function SiteFooter() {
  return (
    <footer className="border-t border-stone-200 bg-night text-stone-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div>
          <p className="font-display text-lg font-bold text-white">{business.name}</p>
          <p className="mt-2 text-sm">{business.serviceArea}</p>
        </div>
        <div>
          <h2 className="text-sm font-semibold text-white">Services</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li><Link to="/micromarkets" className="hover:text-white">Micromarkets</Link></li>
            <li><Link to="/smart-machines" className="hover:text-white">Smart Machines</Link></li>
            <li><Link to="/classic-vending" className="hover:text-white">Classic Vending</Link></li>
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold text-white">Contact</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li><a href={`tel:${business.phoneE164}`} className="hover:text-white">{business.phoneDisplay}</a></li>
            <li><a href={`mailto:${business.email}`} className="hover:text-white">{business.email}</a></li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
