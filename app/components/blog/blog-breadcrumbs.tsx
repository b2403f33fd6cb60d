import { Link } from "react-router";

export interface Crumb {
  label: string;
  href?: string;
}

/**
 * "Home > Blog" and "Home > Blog > (post title)" (SPEC §2). Same props as the site-wide breadcrumb
 * component (`items: {label, href?}[]`) so the two can be swapped; the last item is the current page.
 */
export function BlogBreadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="border-b border-stone-200 bg-white">
      <ol className="mx-auto flex max-w-5xl items-center gap-2 overflow-hidden px-4 py-3 text-sm text-stone-600 sm:px-6">
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li key={`${item.label}-${i}`} className={`flex min-w-0 items-center gap-2 ${last ? "shrink" : "shrink-0"}`}>
              {i > 0 ? (
                <span aria-hidden="true" className="text-stone-400">
                  &gt;
                </span>
              ) : null}
              {item.href && !last ? (
                <Link to={item.href} className="rounded hover:text-ink hover:underline">
                  {item.label}
                </Link>
              ) : (
                <span aria-current={last ? "page" : undefined} className="truncate font-medium text-ink">
                  {item.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
