import type { ComponentProps, MouseEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import { homePath, langFromPath } from "~/lib/i18n";
import {
  HOME_SCROLL_DELAY_MS,
  MENU_SCROLL_DELAY_MS,
  NAVIGATION_SCROLL_DELAY_MS,
  rememberScrollTarget,
  scrollToSection,
} from "./scroll";
import { isPlainClick } from "~/lib/plain-click";

/**
 * A link to a home-page section: `<a href="/#id">` without JavaScript; with JavaScript a smooth
 * scroll with the header offset (see scroll.ts). `from` sets the delays of product §9:
 * "nav" (navigation bar: 300 ms after navigating home), "menu" (mobile drawer: 300 ms after the
 * menu closes, on the home page too), "page" (footer button and calls to action: 100 ms).
 */
export function SectionLink({
  section,
  from = "page",
  onNavigate,
  onClick,
  children,
  ...props
}: Omit<ComponentProps<"a">, "href"> & {
  section: string;
  from?: "nav" | "menu" | "page";
  onNavigate?: () => void;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  // The home page in the language of the page the link is on (decision 040).
  const home = homePath(langFromPath(location.pathname));

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event)) return;
    event.preventDefault();
    onNavigate?.();
    if (location.pathname === home) {
      if (from === "menu") window.setTimeout(() => scrollToSection(section), MENU_SCROLL_DELAY_MS);
      else scrollToSection(section);
      return;
    }
    rememberScrollTarget(section, from === "page" ? HOME_SCROLL_DELAY_MS : NAVIGATION_SCROLL_DELAY_MS);
    navigate(home);
  }

  return (
    <a href={`${home}#${section}`} onClick={handleClick} {...props}>
      {children}
    </a>
  );
}
