import { Link } from "react-router";
import { DesktopNav } from "~/components/layout/desktop-nav";
import { LogoMark, LogoText } from "~/components/layout/logo";
import { MobileDrawer } from "~/components/layout/mobile-drawer";
import { ReferralBanner } from "~/components/layout/referral-banner";
import { homePath, useLang, useUi } from "~/lib/i18n";

/**
 * The sticky header of product §2: the referral banner and the navigation bar. Below 1280 px the
 * links move into a side drawer (decision 087), a `<details>` element (opens and closes without JavaScript); with
 * JavaScript it closes on every navigation and on a click outside. Header height: 96 px on
 * desktop (32 + 64), 104 px on mobile (40 + 64), below the 96/112 px scroll offsets.
 */
export function SiteHeader() {
  const ui = useUi().nav;
  return (
    <header className="site-header sticky top-0 z-50">
      <ReferralBanner />
      <nav aria-label={ui.mainLabel} className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
          <Link to={homePath(useLang())} className="flex shrink-0 items-center gap-2.5 rounded-lg">
            <LogoMark />
            <LogoText header />
          </Link>

          {/* 1280 px and up */}
          <DesktopNav />

          {/* The menu button and drawer below 1280 px */}
          <MobileDrawer />
        </div>
      </nav>
    </header>
  );
}
