import { useLocation } from "react-router";
import { uiStrings } from "~/content/ui";
import { htmlLang, langFromPath, pageAlternates } from "~/lib/i18n";

/**
 * The link to the same page in the other language (decision 040): a plain link, so it works
 * without JavaScript and the page comes from the page cache. Rendered only on pages that exist in
 * both languages; nothing is chosen from the browser's Accept-Language.
 */
export function LanguageSwitch({ className }: { className: string }) {
  const { pathname } = useLocation();
  const lang = langFromPath(pathname);
  const alternates = pageAlternates(pathname);
  if (!alternates) return null;
  const { switchLabel, switchLang } = uiStrings[lang].language;
  return (
    <a
      href={alternates[switchLang]}
      hrefLang={htmlLang[switchLang]}
      lang={htmlLang[switchLang]}
      data-testid="language-switch"
      className={className}
    >
      {switchLabel}
    </a>
  );
}
