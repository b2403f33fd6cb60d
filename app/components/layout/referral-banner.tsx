import { business } from "~/content/business";
import { SectionLink } from "~/components/layout/section-link";

/** The referral banner above the navigation bar (product §2): 32 px on desktop, 40 px on mobile. */
export function ReferralBanner() {
  return (
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
  );
}
