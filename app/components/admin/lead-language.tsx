import { Badge } from "~/components/ui/badge";
import type { Lang } from "~/lib/i18n";

/** The language a lead came in, as the admin (in English) names it: the CSV's Language column. */
export const LEAD_LANGUAGE_NAMES: Record<Lang, string> = { en: "English", es: "Spanish" };

/**
 * "Spanish-speaking lead" on a lead that came from a Spanish page (docs/decisions/042 and 046: the owner sends a
 * Spanish-speaking rep); nothing for English, the default.
 */
export function SpanishLeadBadge({ lang }: { lang: Lang }) {
  return lang === "es" ? <Badge tone="info">Spanish-speaking lead</Badge> : null;
}
