/**
 * Search, sort and paging of admin lists through URL parameters (`?q=&sort=&dir=&page=`), so a
 * list works without JavaScript and a URL can be shared. Each list names its sort keys; anything
 * else in the URL falls back to the list's default.
 */
export interface ListQuery<K extends string> {
  q: string;
  sort: K;
  dir: "asc" | "desc";
  page: number;
  pageSize: number;
}

export function parseListQuery<K extends string>(
  url: URL | URLSearchParams,
  options: { sortKeys: readonly K[]; defaultSort: K; defaultDir?: "asc" | "desc"; pageSize?: number },
): ListQuery<K> {
  const params = url instanceof URL ? url.searchParams : url;
  const q = (params.get("q") ?? "").trim().slice(0, 200);
  const sortParam = params.get("sort") as K | null;
  const sort = sortParam && options.sortKeys.includes(sortParam) ? sortParam : options.defaultSort;
  const dirParam = params.get("dir");
  const dir =
    dirParam === "asc" || dirParam === "desc"
      ? dirParam
      : sort === options.defaultSort
        ? (options.defaultDir ?? "desc")
        : "asc";
  const pageNumber = Number.parseInt(params.get("page") ?? "1", 10);
  const page = Number.isFinite(pageNumber) && pageNumber >= 1 ? Math.min(pageNumber, 1_000_000) : 1;
  return { q, sort, dir, page, pageSize: options.pageSize ?? 25 };
}

/** The same URL's search string with some parameters changed (null removes one). */
export function withParams(
  search: URLSearchParams | string,
  changes: Record<string, string | number | null | undefined>,
) {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === "") params.delete(key);
    else params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "?";
}

/** `pathname` with the current search string changed, without a lone "?" when nothing is left. */
export function hrefWith(
  pathname: string,
  search: URLSearchParams | string,
  changes: Record<string, string | number | null | undefined>,
) {
  const query = withParams(search, changes);
  return query === "?" ? pathname : pathname + query;
}

/** Parameters that open a dialog or pick a page: not part of what a list is filtered by. */
const NOT_FILTER_PARAMS = {
  page: null,
  view: null,
  edit: null,
  new: null,
  delete: null,
  password: null,
  index: null,
} as const;

/** The CSV export of a list as it is filtered now (search, sort, filters; not its page or dialogs). */
export function csvExportHref(csvPath: string, search: URLSearchParams | string) {
  return hrefWith(csvPath, search, NOT_FILTER_PARAMS);
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

export function pageOf<T>(items: T[], total: number, query: { page: number; pageSize: number }): Page<T> {
  return {
    items,
    total,
    page: query.page,
    pageSize: query.pageSize,
    pageCount: Math.max(1, Math.ceil(total / query.pageSize)),
  };
}

/**
 * A search term as a SQL LIKE pattern that matches it anywhere, with `\` escaping LIKE's own
 * wildcards: use it with `like ${pattern} escape '\'`.
 */
export function likePattern(q: string) {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
