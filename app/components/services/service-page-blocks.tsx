import type { ReactNode } from "react";
import { Link } from "react-router";
import { SectionLink } from "~/components/layout/section-link";
import { ArrowIcon, Icon } from "~/components/media/icons";
import { Picture } from "~/components/media/picture";
import { UploadedPicture } from "~/components/media/uploaded-picture";
import type { Feature, MachineType, Step } from "~/content/services";
import { fill, homePath, useLang, useUi } from "~/lib/i18n";
import { localized, type PublicPhoto } from "~/models/photo";

/** Service and city page hero: eyebrow, title, intro, Back to Home, a picture. */
export function PageHero({
  eyebrow,
  title,
  intro,
  image,
  imageAlt,
  uploaded = null,
  children,
}: {
  eyebrow: string;
  title: string;
  intro: ReactNode;
  image: string;
  imageAlt: string;
  /** The owner's uploaded hero image: replaces the drawing (docs/decisions/050-site-photos.md). */
  uploaded?: PublicPhoto | null;
  children?: ReactNode;
}) {
  const ui = useUi();
  const lang = useLang();
  const uploadedAlt = uploaded ? localized(uploaded.alt, lang) : null;
  const home = homePath(lang);
  return (
    <section aria-labelledby="page-title" className="relative overflow-hidden bg-night text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(60%_80%_at_90%_10%,rgb(217_177_92/0.2),transparent_60%)]"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:px-6 md:py-16 lg:grid-cols-[1.1fr_1fr] lg:px-8">
        <div>
          <Link
            to={home}
            className="inline-flex items-center gap-2 rounded-full border border-white/20 px-4 py-2 text-sm font-semibold text-stone-200 hover:bg-white/10"
          >
            <ArrowIcon direction="left" />
            {ui.common.backToHome}
          </Link>
          <p className="mt-8 text-xs font-semibold tracking-[0.28em] text-brand-300 uppercase">{eyebrow}</p>
          <h1
            id="page-title"
            className="mt-4 font-display text-4xl leading-tight font-semibold tracking-tight sm:text-5xl"
          >
            {title}
          </h1>
          <div className="mt-5 max-w-xl text-lg leading-relaxed text-stone-300">{intro}</div>
          {children}
        </div>
        {uploaded && uploadedAlt ? (
          <UploadedPicture
            photo={uploaded}
            alt={uploadedAlt.text}
            lang={uploadedAlt.lang}
            sizes="(max-width: 1024px) 92vw, 560px"
            priority
            imgClassName="h-auto w-full rounded-[1.6rem] shadow-2xl shadow-black/40"
          />
        ) : (
          <Picture
            name={image}
            alt={imageAlt}
            sizes="(max-width: 1024px) 92vw, 560px"
            priority
            imgClassName="h-auto w-full rounded-[1.6rem] shadow-2xl shadow-black/40"
          />
        )}
      </div>
    </section>
  );
}

export function Section({
  id,
  title,
  eyebrow,
  lead,
  children,
  tone = "ivory",
}: {
  id: string;
  title: string;
  eyebrow: string;
  lead?: string;
  children: ReactNode;
  tone?: "ivory" | "white";
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={tone === "white" ? "bg-white py-16 sm:py-20" : "py-16 sm:py-20"}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="max-w-2xl">
          <p className="eyebrow">{eyebrow}</p>
          <h2 id={`${id}-title`} className="section-title mt-3">
            {title}
          </h2>
          {lead ? <p className="section-lead">{lead}</p> : null}
        </div>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}

export function Steps({ steps, columns = 3 }: { steps: Step[]; columns?: 3 | 4 }) {
  const ui = useUi().servicePages;
  return (
    <ol className={`grid gap-5 sm:grid-cols-2 ${columns === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3"}`}>
      {steps.map((step, i) => (
        <li key={step.title} data-reveal className="card relative p-7">
          <span aria-hidden="true" className="font-display text-5xl font-semibold text-brand-600">
            {String(i + 1).padStart(2, "0")}
          </span>
          <h3 className="mt-3 text-lg font-semibold text-night">
            <span className="sr-only">{fill(ui.stepSrPrefix, { n: i + 1 })}</span>
            {step.title}
          </h3>
          <p className="mt-2 text-stone-600">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}

export function FeatureGrid({
  features,
  columns = 3,
  itemTestId,
}: {
  features: readonly Feature[];
  columns?: 2 | 3 | 4;
  itemTestId?: string;
}) {
  const cols = {
    2: "sm:grid-cols-2",
    3: "sm:grid-cols-2 lg:grid-cols-3",
    4: "sm:grid-cols-2 lg:grid-cols-4",
  }[columns];
  return (
    <ul className={`grid gap-5 ${cols}`}>
      {features.map((f) => (
        <li
          key={f.title}
          data-reveal
          data-testid={itemTestId}
          className="rounded-3xl border border-stone-200 bg-ivory p-7"
        >
          <span className="flex size-12 items-center justify-center rounded-2xl bg-night text-brand-300">
            <Icon name={f.icon} />
          </span>
          <h3 className="mt-5 text-lg font-semibold text-night">{f.title}</h3>
          <p className="mt-2 text-stone-600">{f.description}</p>
        </li>
      ))}
    </ul>
  );
}

export function MachineCards({ machines }: { machines: MachineType[] }) {
  const ui = useUi().servicePages;
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {machines.map((m) => (
        <li key={m.name} data-reveal className="card overflow-hidden">
          <div className="bg-gradient-to-b from-brand-50 to-white px-10 pt-8">
            <Picture
              name={m.image}
              alt={fill(ui.machineAlt, { machineName: m.name })}
              sizes="(max-width: 768px) 70vw, 300px"
              imgClassName="mx-auto h-auto w-full max-w-64"
            />
          </div>
          <div className="p-7">
            <p className="text-xs font-semibold tracking-[0.18em] text-brand-700 uppercase">{m.bestFor}</p>
            <h3 className="mt-2 font-display text-2xl font-semibold text-night">{m.name}</h3>
            <p className="mt-2 text-stone-600">{m.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The call to action of product §2: home, then contact after 100 ms. */
export function CtaBand({ title, text, button }: { title: string; text: string; button: string }) {
  return (
    <section aria-labelledby="cta-title" className="px-4 py-16 sm:px-6 lg:px-8">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-[2rem] bg-night px-6 py-14 text-center text-white sm:px-12">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(60%_90%_at_50%_0%,rgb(217_177_92/0.25),transparent_70%)]"
        />
        <div className="relative">
          <h2 id="cta-title" className="font-display text-3xl font-semibold sm:text-4xl">
            {title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-stone-300">{text}</p>
          <SectionLink
            section="contact"
            className="mt-8 inline-flex min-h-12 items-center justify-center rounded-full bg-brand-300 px-8 text-base font-semibold text-night transition-colors hover:bg-brand-200"
          >
            {button}
          </SectionLink>
        </div>
      </div>
    </section>
  );
}
