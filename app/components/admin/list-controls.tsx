import type { ReactNode } from "react";
import { Form, Link, useLocation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { csvExportHref, withParams, type Page } from "~/lib/list-query";

/**
 * The pieces every admin list shares: counters, a search box, sortable column headers and paging.
 * All of them are links or GET forms over URL parameters, so they work without JavaScript.
 */

/** What a list shows when nothing matches: its title, a hint when a search is on, and an action. */
export function EmptyListState({
  title,
  searching,
  children,
}: {
  title: string;
  searching: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="rounded-xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
      <p className="font-display text-xl font-bold text-ink">{title}</p>
      {searching ? <p className="mt-2 text-sm text-stone-600">Try adjusting your search terms</p> : null}
      {children}
    </div>
  );
}

export function StatCards({ stats }: { stats: ReadonlyArray<{ label: string; value: number | string }> }) {
  return (
    <dl className="grid grid-cols-3 gap-2 sm:gap-4">
      {stats.map((stat) => (
        <div key={stat.label} className="rounded-xl border border-stone-200 bg-white p-3 shadow-sm sm:p-5">
          <dt className="text-xs font-medium text-stone-600 sm:text-sm">{stat.label}</dt>
          <dd className="mt-1 font-display text-2xl font-bold text-ink sm:text-3xl">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A GET search form that keeps the list's sort (and any other `keep` parameters, e.g. a filter)
 * and starts again at page 1.
 */
export function SearchBox({
  label,
  placeholder,
  q,
  keep = ["sort", "dir"],
}: {
  label: string;
  placeholder?: string;
  q: string;
  keep?: readonly string[];
}) {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  return (
    <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
      {keep.map((key) =>
        params.get(key) ? <input key={key} type="hidden" name={key} value={params.get(key)!} /> : null,
      )}
      <div className="grow">
        <label htmlFor="list-search" className="sr-only">
          {label}
        </label>
        <input
          id="list-search"
          type="search"
          name="q"
          defaultValue={q}
          placeholder={placeholder ?? label}
          className="block w-full min-w-56 rounded-full border border-stone-300 bg-white px-4 py-2.5 text-sm shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-500/40"
        />
      </div>
      <button
        type="submit"
        className="min-h-11 rounded-full bg-night px-5 text-sm font-semibold text-white hover:bg-stone-800"
      >
        Search
      </button>
      {q ? (
        <Link
          to={withParams(params, { q: null, page: null })}
          className="min-h-11 content-center rounded-full px-4 text-sm font-semibold text-stone-700 hover:bg-stone-100"
        >
          Clear
        </Link>
      ) : null}
    </Form>
  );
}

/** A column header that sorts by `sortKey`; a second click reverses the direction. */
export function SortHeader({
  label,
  sortKey,
  current,
  className = "",
}: {
  label: string;
  sortKey: string;
  current: { sort: string; dir: "asc" | "desc" };
  className?: string;
}) {
  const location = useLocation();
  const active = current.sort === sortKey;
  const nextDir = active
    ? current.dir === "asc"
      ? "desc"
      : "asc"
    : sortKey === "name" || sortKey === "title"
      ? "asc"
      : "desc";
  const href = withParams(location.search, { sort: sortKey, dir: nextDir, page: null });
  return (
    <th
      scope="col"
      aria-sort={active ? (current.dir === "asc" ? "ascending" : "descending") : "none"}
      className={`px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-stone-600 ${className}`}
    >
      <Link to={href} preventScrollReset className="inline-flex items-center gap-1 hover:text-ink">
        {label}
        <span aria-hidden="true">{active ? (current.dir === "asc" ? "▲" : "▼") : "↕"}</span>
        <span className="sr-only">
          {active ? `, sorted ${current.dir === "asc" ? "ascending" : "descending"}` : ", sortable"}
        </span>
      </Link>
    </th>
  );
}

export function PlainHeader({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <th
      scope="col"
      className={`px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-stone-600 ${className}`}
    >
      {children}
    </th>
  );
}

/**
 * A list's table: a caption for screen readers, the header row (`columns`: SortHeader / PlainHeader
 * cells) and the rows. Below 640 px each row is a card (`.list-cards` in app/app.css): mark the
 * actions cell `data-card="actions"` and short cells (status, date) `data-card="inline"`.
 */
export function ListTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white shadow-sm">
      <table className="list-cards min-w-full divide-y divide-stone-200 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-stone-50">
          <tr>{columns}</tr>
        </thead>
        <tbody className="divide-y divide-stone-100">{children}</tbody>
      </table>
    </div>
  );
}

/**
 * A link that opens one of the list's URL dialogs (View, Edit, Delete) without scrolling; `danger`
 * for Delete. `label` names the row for screen readers, e.g. "Edit My first post".
 */
export function ListActionLink({
  to,
  label,
  danger = false,
  children,
}: {
  to: string;
  label?: string;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      preventScrollReset
      className={
        danger ? buttonClass("ghost", "sm", "text-red-700 hover:bg-red-50") : buttonClass("outline", "sm")
      }
      aria-label={label}
    >
      {children}
    </Link>
  );
}

/** The list's CSV export as it is filtered now (its search, sort and filters; not its page). */
export function ExportCsvLink({ csvPath }: { csvPath: string }) {
  const location = useLocation();
  return (
    <a href={csvExportHref(csvPath, location.search)} download className={buttonClass("outline", "sm")}>
      Export CSV
    </a>
  );
}

/** "Showing 26-50 of 1,234" with Previous / Next and a few page numbers. */
export function Pagination({
  page,
  label = "Pages",
}: {
  page: Pick<Page<unknown>, "page" | "pageCount" | "total" | "pageSize">;
  label?: string;
}) {
  const location = useLocation();
  if (page.total === 0) return null;
  const first = (page.page - 1) * page.pageSize + 1;
  const last = Math.min(page.total, page.page * page.pageSize);
  const numbers = [...new Set([1, page.page - 1, page.page, page.page + 1, page.pageCount])]
    .filter((n) => n >= 1 && n <= page.pageCount)
    .sort((a, b) => a - b);
  const href = (n: number) => withParams(location.search, { page: n === 1 ? null : n });
  const linkClass =
    "inline-flex min-h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm font-semibold";
  return (
    <nav
      aria-label={label}
      className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-stone-700"
    >
      <p>
        Showing {first.toLocaleString("en-US")}–{last.toLocaleString("en-US")} of{" "}
        {page.total.toLocaleString("en-US")}
      </p>
      {page.pageCount > 1 ? (
        <ul className="flex flex-wrap items-center gap-1">
          <li>
            {page.page > 1 ? (
              <Link to={href(page.page - 1)} preventScrollReset className={`${linkClass} hover:bg-stone-100`}>
                Previous
              </Link>
            ) : (
              <span className={`${linkClass} text-stone-400`} aria-disabled="true">
                Previous
              </span>
            )}
          </li>
          {numbers.map((n, i) => (
            <li key={n} className="flex items-center">
              {i > 0 && n - numbers[i - 1]! > 1 ? (
                <span aria-hidden="true" className="px-1">
                  …
                </span>
              ) : null}
              <Link
                to={href(n)}
                preventScrollReset
                aria-current={n === page.page ? "page" : undefined}
                aria-label={`Page ${n}`}
                className={`${linkClass} ${n === page.page ? "bg-night text-white" : "hover:bg-stone-100"}`}
              >
                {n}
              </Link>
            </li>
          ))}
          <li>
            {page.page < page.pageCount ? (
              <Link to={href(page.page + 1)} preventScrollReset className={`${linkClass} hover:bg-stone-100`}>
                Next
              </Link>
            ) : (
              <span className={`${linkClass} text-stone-400`} aria-disabled="true">
                Next
              </span>
            )}
          </li>
        </ul>
      ) : null}
    </nav>
  );
}
