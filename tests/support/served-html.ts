import { DomUtils, parseDocument } from "htmlparser2";
import type { Element } from "domhandler";

/**
 * A page as the server sent it, before (and without) any script: what a visitor without
 * JavaScript gets. For the read-only pages checked over plain HTTP (tests/e2e/pages-over-http.spec.ts)
 * instead of in a browser with JavaScript off (docs/decisions/075-test-suite-speed.md).
 */
export function servedHtml(html: string) {
  const document = parseDocument(html);
  // Not scripts, nor React's streaming leftovers (templates and hidden S:n holders).
  const visible = (element: Element) =>
    !hasAncestor(
      element,
      (e) => e.name === "template" || (e.attribs.hidden !== undefined && /^S:/.test(e.attribs.id ?? "")),
    );
  const all = DomUtils.findAll(() => true, document.children);
  const text = (element: Element) => DomUtils.textContent(element).replace(/\s+/g, " ").trim();
  return {
    lang: DomUtils.findOne((e) => e.name === "html", document.children)?.attribs.lang,
    title: text(DomUtils.findOne((e) => e.name === "title", document.children)!),
    h1: all.filter((e) => e.name === "h1").map(text),
    /** Every href of an `<a>` (inside `within`'s element when given: a CSS-like "tag[attr=value]"). */
    links: (within?: (e: Element) => boolean) =>
      DomUtils.findAll((e) => e.name === "a" && (!within || hasAncestor(e, within)), document.children)
        .filter(visible)
        .map((e) => e.attribs.href),
    /** The texts of the elements `match` finds, in document order. */
    texts: (match: (e: Element) => boolean) => all.filter(match).filter(visible).map(text),
    count: (match: (e: Element) => boolean) => all.filter(match).length,
    breadcrumb: () => {
      const nav = all.find((e) => e.name === "nav" && e.attribs["aria-label"] === "Breadcrumb");
      return nav ? DomUtils.findAll((e) => e.name === "li", nav.children).map(text) : [];
    },
    sectionIds: () =>
      all
        .filter((e) => e.name === "section" && e.attribs.id && hasAncestor(e, (a) => a.name === "main"))
        .map((e) => e.attribs.id),
    /** The @types of the page's schema.org blocks (one script holding a JSON array, app/lib/json-ld.tsx). */
    jsonLdTypes: () =>
      all
        .filter((e) => e.name === "script" && e.attribs.type === "application/ld+json")
        .flatMap((e) => JSON.parse(DomUtils.textContent(e)) as Array<{ "@type": string }>)
        .map((block) => block["@type"]),
    canonical: all.find((e) => e.name === "link" && e.attribs.rel === "canonical")?.attribs.href,
    alternates: Object.fromEntries(
      all
        .filter((e) => e.name === "link" && e.attribs.rel === "alternate" && e.attribs.hreflang)
        .map((e) => [e.attribs.hreflang, e.attribs.href]),
    ),
  };
}

function hasAncestor(element: Element, match: (e: Element) => boolean) {
  for (let node = element.parent; node; node = node.parent)
    if (node.type === "tag" && match(node as Element)) return true;
  return false;
}

/** Matchers for servedHtml(): by tag, id, test id or attribute. */
export const by = {
  tag: (name: string) => (e: Element) => e.name === name,
  testId: (id: string) => (e: Element) => e.attribs["data-testid"] === id,
  inside: (ancestor: (e: Element) => boolean, match: (e: Element) => boolean) => (e: Element) =>
    match(e) && hasAncestor(e, ancestor),
  id: (id: string) => (e: Element) => e.attribs.id === id,
  attr: (name: string, value?: string) => (e: Element) =>
    value === undefined ? name in e.attribs : e.attribs[name] === value,
};
