import { LanguageSwitch } from "~/components/layout/language-switch";
import { SectionLink } from "~/components/layout/section-link";
import { useBusiness } from "~/lib/business-facts";
import { useUi } from "~/lib/i18n";

/**
 * The referral banner above the navigation bar (product §2): 32 px on desktop, 40 px on mobile.
 * From 769 px up it also holds the language switch (on phones the switch is in the drawer).
 */
export function ReferralBanner() {
  const ui = useUi().banner;
  const facts = useBusiness();
  return (
    <div className="flex h-10 items-center justify-center gap-3 bg-night px-3 text-center text-xs text-brand-100 min-[769px]:h-8 sm:text-sm">
      <p>
        {ui.referralBefore} <strong className="font-semibold text-brand-200">{facts.referralAmount}</strong>
        {ui.referralAfter}
      </p>
      <SectionLink
        section="contact-form"
        className="shrink-0 rounded-full border border-brand-300/60 px-2.5 py-0.5 text-xs font-semibold text-white hover:bg-white/10"
      >
        {ui.learnMore}
        <span className="sr-only">{ui.learnMoreSrTail}</span>
      </SectionLink>
      <LanguageSwitch className="hidden shrink-0 border-l border-white/20 pl-3 text-xs font-semibold text-white underline underline-offset-4 hover:text-brand-200 min-[769px]:inline" />
    </div>
  );
}
