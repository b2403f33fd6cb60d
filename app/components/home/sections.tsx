import { Link } from "react-router";
import { SectionLink } from "~/components/layout/section-link";
import { ArrowIcon, Icon } from "~/components/media/icons";
import { Picture } from "~/components/media/picture";
import { customerBenefits } from "~/content/benefits";
import { brands, type Brand } from "~/content/brands";
import { serviceCards } from "~/content/services";
import { testimonials } from "~/content/testimonials";

export function SectionHeading({
  eyebrow,
  title,
  lead,
  id,
  light = false,
  center = true,
}: {
  eyebrow: string;
  title: string;
  lead?: string;
  id: string;
  light?: boolean;
  center?: boolean;
}) {
  return (
    <div className={center ? "mx-auto max-w-2xl text-center" : "max-w-2xl"}>
      <p className={`eyebrow ${light ? "text-brand-300" : ""}`}>{eyebrow}</p>
      <h2 id={id} className={`section-title mt-3 ${light ? "text-white" : ""}`}>
        {title}
      </h2>
      {lead ? <p className={`section-lead ${light ? "text-stone-300" : ""}`}>{lead}</p> : null}
    </div>
  );
}

/** SPEC §2: three cards, each to a service page; they reveal once 20% visible. */
export function ServicesSection() {
  return (
    <section
      id="services"
      aria-labelledby="services-title"
      className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8"
    >
      <SectionHeading
        id="services-title"
        eyebrow="Our Services"
        title="Three Ways to Feed Your Workplace"
        lead="Every option is placed, stocked and serviced at no cost. Pick the one that fits your space, or let us recommend a mix."
      />
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {serviceCards.map((service) => (
          <li key={service.slug} data-reveal className="card group relative flex flex-col overflow-hidden">
            <Picture
              name={service.image}
              alt=""
              sizes="(max-width: 768px) 92vw, 400px"
              imgClassName="aspect-[4/3] h-auto w-full object-cover"
            />
            <div className="flex flex-1 flex-col p-7">
              <h3 className="font-display text-2xl font-semibold text-night">{service.name}</h3>
              <p className="mt-3 text-stone-600">{service.summary}</p>
              <ul className="mt-5 space-y-1.5 text-sm text-stone-700">
                {service.highlights.map((h) => (
                  <li key={h} className="flex items-center gap-2">
                    <span aria-hidden="true" className="size-1.5 rounded-full bg-brand-500" />
                    {h}
                  </li>
                ))}
              </ul>
              <Link
                to={service.path}
                className="mt-7 inline-flex items-center gap-2 self-start font-semibold text-brand-700 after:absolute after:inset-0 hover:text-night"
              >
                Explore {service.name}
                <ArrowIcon />
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** SPEC §2: the six customer benefit cards. */
export function BenefitsSection() {
  return (
    <section aria-labelledby="benefits-title" className="bg-white py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="benefits-title"
          eyebrow="Why Hosts Choose Us"
          title="Everything Handled, Nothing to Pay"
          lead="A five-star amenity for your people, run by a local family team that treats your breakroom like its own."
        />
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {customerBenefits.map((benefit) => (
            <li key={benefit.title} data-reveal className="rounded-3xl border border-stone-200 bg-ivory p-7">
              <span className="flex size-12 items-center justify-center rounded-2xl bg-night text-brand-300">
                <Icon name={benefit.icon} />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-night">{benefit.title}</h3>
              <p className="mt-2 text-stone-600">{benefit.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const wordmarkStyle: Record<Brand["style"], string> = {
  serif: "font-display text-xl font-semibold",
  sans: "text-lg font-bold tracking-tight",
  caps: "text-base font-extrabold tracking-[0.16em] uppercase",
  italic: "font-display text-xl font-semibold italic",
};

/** SPEC §2 brands (id "brands"): 18 text wordmarks, revealed with a 0.1 s stagger. */
export function BrandsSection() {
  return (
    <section
      id="brands"
      aria-labelledby="brands-title"
      className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8"
    >
      <SectionHeading
        id="brands-title"
        eyebrow="Products"
        title="Premium Brand Partners"
        lead="The drinks, snacks and bars people ask for by name, plus local favourites and healthy picks chosen with you."
      />
      <ul className="mt-12 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {brands.map((brand, i) => (
          <li
            key={`${brand.name}-${i}`}
            data-reveal
            data-testid="brand"
            style={{ ["--reveal-delay" as string]: `${(i % 6) * 0.1}s` }}
            className="flex h-24 flex-col items-center justify-center rounded-2xl border border-stone-200 bg-white px-3 text-center text-stone-700"
          >
            <span className={wordmarkStyle[brand.style]}>{brand.name}</span>
            <span className="mt-1 text-[0.65rem] font-semibold tracking-[0.18em] text-stone-500 uppercase">
              {brand.category}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-center text-xs text-stone-600">
        Brand names are trademarks of their owners and are shown as plain text to describe the products we
        stock.
      </p>
    </section>
  );
}

/** SPEC §2: three static testimonials, revealed at 20% visible. */
export function TestimonialsSection() {
  return (
    <section aria-labelledby="testimonials-title" className="bg-night py-20 text-white">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="testimonials-title" eyebrow="Testimonials" title="What Our Hosts Say" light />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {testimonials.map((t) => (
            <li
              key={t.name}
              data-reveal
              data-testid="testimonial"
              className="flex flex-col rounded-3xl border border-white/10 bg-night-800 p-8"
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 32 24"
                className="h-6 w-8 text-brand-300"
                fill="currentColor"
              >
                <path d="M0 24V14C0 6 4 1.5 12 0l1.5 3C8.5 4.5 6.5 7.5 6.5 11H12v13zm18 0V14c0-8 4-12.5 12-14l1.5 3c-5 1.5-7 4.5-7 8H30v13z" />
              </svg>
              <blockquote className="mt-5 flex-1 font-display text-lg leading-relaxed text-stone-100">
                {t.quote}
              </blockquote>
              <p className="mt-6 font-semibold text-white">{t.name}</p>
              <p className="text-sm text-stone-400">{t.role}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const aboutFeatures = [
  {
    icon: "home" as const,
    title: "Family-Owned Excellence",
    description:
      "A South Florida family business: you talk to the owners, and your breakroom gets the care we give our own.",
  },
  {
    icon: "chip" as const,
    title: "Cutting-Edge Innovation",
    description:
      "AI-recognition smart machines, kiosk micromarkets and telemetry that restocks before anything runs out.",
  },
  {
    icon: "users" as const,
    title: "Customer Service",
    description:
      "A response in under 1 hour, 24/7 monitoring, and a QR code on every machine for feedback or refunds.",
  },
];

/** SPEC §2 about (id "about"): mission and three features; Let's Connect scrolls to contact. */
export function AboutSection() {
  return (
    <section id="about" aria-labelledby="about-title" className="bg-white py-20">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-[1fr_1.2fr] lg:px-8">
        <div>
          <p className="eyebrow">About Us</p>
          <h2 id="about-title" className="section-title mt-3">
            Our Mission
          </h2>
          <div className="gold-rule mt-6" />
          <p className="section-lead">
            We believe every workplace and residence deserves a five-star amenity, not a dusty machine in a
            corner. Our mission is to bring fresh, premium food and drink to South Florida, from Palm Beach to
            Miami, at no cost to our hosts, with technology that just works and service you can count on.
          </p>
          <SectionLink
            section="contact"
            className="mt-8 inline-flex min-h-12 items-center justify-center rounded-full bg-night px-7 font-semibold text-white transition-colors hover:bg-stone-800"
          >
            Let's Connect
          </SectionLink>
        </div>
        <ul className="grid gap-5">
          {aboutFeatures.map((f) => (
            <li
              key={f.title}
              data-reveal
              className="flex gap-5 rounded-3xl border border-stone-200 bg-ivory p-6"
            >
              <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-brand-100 text-brand-700">
                <Icon name={f.icon} />
              </span>
              <div>
                <h3 className="text-lg font-semibold text-night">{f.title}</h3>
                <p className="mt-1.5 text-stone-600">{f.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
