import { Link } from "react-router";
import { business, type SocialNetwork } from "~/content/business";
import { addressLine, hoursLines, phoneDisplay, socialProfiles, useBusiness } from "~/lib/business-facts";
import { MailIcon, PathIcon, PhoneIcon } from "~/components/media/icons";
import type { UiStrings } from "~/content/ui";
import { fill, homePath, localizedPath, useLang, useUi } from "~/lib/i18n";
import { LogoMark, LogoText } from "./logo";
import { SectionLink } from "./section-link";

const services: Array<{ to: string; label: keyof UiStrings["footer"] }> = [
  { to: "/micromarkets", label: "micromarkets" },
  { to: "/smart-machines", label: "smartMachines" },
  { to: "/classic-vending", label: "classicVending" },
];

const areas = [
  { to: "/locations/boca-raton", label: "Boca Raton" },
  { to: "/locations/fort-lauderdale", label: "Fort Lauderdale" },
  { to: "/locations/palm-beach", label: "Palm Beach" },
  { to: "/locations/miami", label: "Miami" },
];

const socialIcons: Record<SocialNetwork, { label: string; path: string }> = {
  linkedin: {
    label: "LinkedIn",
    path: "M6.5 9.5v8M6.5 6.5v.01M10.5 17.5v-4.5a2.5 2.5 0 0 1 5 0v4.5M10.5 9.5v8",
  },
  facebook: {
    label: "Facebook",
    path: "M14 8.5h2V5.5h-2a3.5 3.5 0 0 0-3.5 3.5v2H8.5v3h2v6h3v-6h2.2l.5-3h-2.7V9a.5.5 0 0 1 .5-.5z",
  },
  instagram: {
    label: "Instagram",
    path: "M7 4h10a3 3 0 0 1 3 3v10a3 3 0 0 1-3 3H7a3 3 0 0 1-3-3V7a3 3 0 0 1 3-3z M12 15.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z M16.8 7.2v.01",
  },
};

/** The footer of product §2: services, service areas, hours, contact, social links, Free Consultation. */
export function SiteFooter() {
  const ui = useUi().footer;
  const lang = useLang();
  const facts = useBusiness();
  const social = socialProfiles(facts).map(({ network, url }) => ({ href: url, ...socialIcons[network] }));
  const localized = (path: string) => localizedPath(path, lang);
  return (
    <footer className="bg-night text-stone-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 pb-10 pt-16 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr_1.3fr] lg:px-8">
        <div>
          <Link to={homePath(lang)} className="inline-flex items-center gap-2.5">
            <LogoMark />
            <LogoText light />
          </Link>
          <p className="mt-5 max-w-xs text-sm leading-relaxed text-stone-400">
            {fill(ui.blurb, { serviceArea: facts.serviceArea[lang] })}
          </p>
          {social.length ? (
            <ul className="mt-6 flex gap-3">
              {social.map((item) => (
                <li key={item.label}>
                  <a
                    href={item.href}
                    rel="noopener noreferrer"
                    target="_blank"
                    className="flex size-10 items-center justify-center rounded-full border border-white/15 text-stone-300 transition-colors hover:border-brand-300 hover:text-brand-200"
                  >
                    <span className="sr-only">{fill(ui.socialOpensNewTab, { label: item.label })}</span>
                    <PathIcon d={item.path} />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        <FooterList
          title={ui.services}
          links={services.map((link) => ({ to: localized(link.to), label: ui[link.label] }))}
        />
        <FooterList
          title={ui.serviceAreas}
          links={areas.map((link) => ({ ...link, to: localized(link.to) }))}
        />

        <div>
          <h2 className="text-xs font-semibold tracking-[0.2em] text-brand-200 uppercase">{ui.hours}</h2>
          <dl className="mt-4 space-y-2 text-sm">
            {hoursLines(facts.hours, lang).map((row) => (
              <div key={row.days} className="flex justify-between gap-4 lg:block">
                <dt className="text-stone-400">{row.days}</dt>
                <dd className="text-stone-200">{row.hours}</dd>
              </div>
            ))}
          </dl>
        </div>

        <div>
          <h2 className="text-xs font-semibold tracking-[0.2em] text-brand-200 uppercase">{ui.contact}</h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li>
              <a href={`tel:${facts.phone}`} className="inline-flex items-center gap-2 hover:text-white">
                <PhoneIcon className="size-4 text-brand-300" />
                {phoneDisplay(facts.phone)}
              </a>
            </li>
            <li>
              <a
                href={`mailto:${facts.email}`}
                className="inline-flex items-center gap-2 break-all hover:text-white"
              >
                <MailIcon className="size-4 text-brand-300" />
                {facts.email}
              </a>
            </li>
            <li className="text-stone-400">{addressLine(facts)}</li>
          </ul>
          <SectionLink
            section="contact"
            from="page"
            className="mt-6 inline-flex min-h-11 items-center justify-center rounded-full bg-brand-300 px-6 text-sm font-semibold text-night transition-colors hover:bg-brand-200"
          >
            {ui.freeConsultation}
          </SectionLink>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm text-stone-400 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <p>{fill(ui.copyright, { year: new Date().getFullYear(), legalName: business.legalName })}</p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <Link to={localized("/prize")} className="hover:text-white">
                {ui.winVendingCredit}
              </Link>
            </li>
            <li>
              <Link to={localized("/space-visualization")} className="hover:text-white">
                {ui.freeMockupTool}
              </Link>
            </li>
            <li>
              <Link to={localized("/blog")} className="hover:text-white">
                {ui.blog}
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}

function FooterList({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <div>
      <h2 className="text-xs font-semibold tracking-[0.2em] text-brand-200 uppercase">{title}</h2>
      <ul className="mt-4 space-y-2.5 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="hover:text-white">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
