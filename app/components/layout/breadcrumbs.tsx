import { Link } from "react-router";
import { homePath, useLang, useUi } from "~/lib/i18n";

/**
 * The breadcrumb bar of product §2 (every page but home): "Home > page", "Home > Blog > Article".
 *
 * Usage: `<Breadcrumbs items={[{ label: "Blog", href: "/blog" }, { label: post.title }]} />`.
 * "Home" is always first and is added here; the last item is the current page (no href; it gets
 * aria-current="page"). For the matching JSON-LD, pass the same items to `breadcrumbJsonLd()`
 * (app/lib/structured-data.server.ts) in the route's loader.
 */
export interface BreadcrumbItem {
  label: string;
  href?: string;
}

export function Breadcrumbs({ items }: { items: BreadcrumbItem[] }) {
  const ui = useUi();
  const all: BreadcrumbItem[] = [{ label: ui.common.home, href: homePath(useLang()) }, ...items];
  return (
    <nav aria-label={ui.a11y.breadcrumb} className="border-b border-stone-200/80 bg-white/70">
      <ol className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-1 px-4 py-3 text-sm text-stone-600 sm:px-6 lg:px-8">
        {all.map((item, index) => {
          const last = index === all.length - 1;
          return (
            // the product's "Home > page": the ">" before every crumb but the first is drawn by CSS
            // (.crumb in app.css), so the list holds only crumbs and the separator stays out of the
            // accessibility tree.
            <li key={`${index}-${item.label}`} className="crumb min-w-0">
              {last || !item.href ? (
                <span
                  aria-current={last ? "page" : undefined}
                  className={last ? "font-medium text-ink" : undefined}
                >
                  {item.label}
                </span>
              ) : (
                <Link to={item.href} className="underline-offset-4 hover:text-ink hover:underline">
                  {item.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
