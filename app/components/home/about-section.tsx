import { SectionLink } from "~/components/layout/section-link";
import { Icon } from "~/components/media/icons";

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

/** product §2 about (id "about"): mission and three features; Let's Connect scrolls to contact. */
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
