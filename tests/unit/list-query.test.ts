import { describe, expect, it } from "vitest";
import { csvExportHref, hrefWith, likePattern, parseListQuery, withParams } from "~/lib/list-query";

describe("admin list URLs", () => {
  it("changes parameters and drops a lone question mark", () => {
    expect(withParams("?q=a&page=2", { page: null })).toBe("?q=a");
    expect(withParams("?page=2", { page: null })).toBe("?");
    expect(hrefWith("/admin", "?page=2", { page: null })).toBe("/admin");
    expect(hrefWith("/admin", "?q=a", { view: 7 })).toBe("/admin?q=a&view=7");
  });

  it("exports the current filter, not the page or an open dialog", () => {
    expect(csvExportHref("/admin/x.csv", "?q=acme&sort=email&dir=asc&page=3&view=12&password=1")).toBe(
      "/admin/x.csv?q=acme&sort=email&dir=asc",
    );
    expect(csvExportHref("/admin/x.csv", "?page=2&edit=4&new=1&delete=9&index")).toBe("/admin/x.csv");
    expect(csvExportHref("/admin/x.csv", "?spam=1")).toBe("/admin/x.csv?spam=1");
  });

  it("escapes LIKE wildcards so a search means its text", () => {
    expect(likePattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });

  it("falls back to the list's defaults for unknown sort keys and bad pages", () => {
    const query = parseListQuery(new URLSearchParams("sort=nope&dir=sideways&page=-4"), {
      sortKeys: ["createdAt", "email"] as const,
      defaultSort: "createdAt",
    });
    expect(query).toEqual({ q: "", sort: "createdAt", dir: "desc", page: 1, pageSize: 25 });
  });
});
