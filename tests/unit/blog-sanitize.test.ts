import { describe, expect, it } from "vitest";
import {
  externalImageSources,
  externalImagesMessage,
  isExternalHref,
  plainTextOf,
  sanitizePostHtml,
} from "~/lib/sanitize-html.server";

const SITE = "https://goldcoast.example";
const clean = (html: string) => sanitizePostHtml(html, { siteOrigin: SITE });

/** Payloads that must never survive as executable markup. */
export const XSS_CORPUS = [
  `<script>alert(1)</script>`,
  `<img src=x onerror="alert(1)">`,
  `<a href="javascript:alert(1)">click</a>`,
  `<a href="JaVaScRiPt:alert(1)">click</a>`,
  `<a href="&#106;avascript:alert(1)">click</a>`,
  `<a href=" javascript:alert(1)">click</a>`,
  `<a href="data:text/html,<script>alert(1)</script>">click</a>`,
  `<a href="vbscript:msgbox(1)">click</a>`,
  `<iframe src="https://evil.example"></iframe>`,
  `<svg onload="alert(1)"><script>alert(1)</script></svg>`,
  `<p style="background:url(javascript:alert(1))" onclick="alert(1)">text</p>`,
  `<object data="x.swf"></object><embed src="x.swf">`,
  `<form action="https://evil.example"><input name="a"><button>go</button></form>`,
  `<math><mi xlink:href="javascript:alert(1)">x</mi></math>`,
  `<body onload="alert(1)">`,
  `<meta http-equiv="refresh" content="0;url=javascript:alert(1)">`,
  `<base href="https://evil.example/">`,
  `<link rel="stylesheet" href="https://evil.example/x.css">`,
  `<style>body{display:none}</style>`,
  `<div onmouseover="alert(1)">hover</div>`,
  `<img src="javascript:alert(1)">`,
  `<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">`,
  `<<script>script>alert(1)<</script>/script>`,
  `<scr<script>ipt>alert(1)</scr</script>ipt>`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>`,
  `<template><script>alert(1)</script></template>`,
  `<a href="//evil.example">protocol relative</a>`,
  `<details open ontoggle="alert(1)">x</details>`,
];

describe("sanitizePostHtml: the allowlist", () => {
  it("keeps headings, paragraphs, lists, links, images, emphasis, blockquote, code and tables", () => {
    const html = [
      "<h2>Heading</h2><h3>Sub</h3>",
      "<p>Text with <strong>bold</strong>, <em>emphasis</em> and <code>code</code>.</p>",
      "<ul><li>one</li></ul><ol><li>two</li></ol>",
      "<blockquote>quote</blockquote><pre><code>block</code></pre>",
      '<table><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table>',
      '<p><a href="/micromarkets">internal</a></p>',
    ].join("");
    expect(clean(html)).toBe(html);
  });

  it("keeps images with http(s) or site-relative sources, lazily loaded", () => {
    expect(clean('<img src="https://cdn.example/a.jpg" alt="A machine">')).toBe(
      '<img src="https://cdn.example/a.jpg" alt="A machine" loading="lazy" decoding="async" />',
    );
    expect(clean('<img src="/images/a.jpg" alt="">')).toContain('src="/images/a.jpg"');
  });

  it("turns an h1 into an h2 (the post title is the page's only h1)", () => {
    expect(clean("<h1>Big</h1>")).toBe("<h2>Big</h2>");
  });

  it("adds rel=noopener noreferrer to links to other sites, not to the site's own", () => {
    expect(clean('<a href="https://other.example/page">x</a>')).toBe(
      '<a href="https://other.example/page" rel="noopener noreferrer">x</a>',
    );
    expect(clean(`<a href="${SITE}/blog">x</a>`)).toBe(`<a href="${SITE}/blog">x</a>`);
    expect(clean('<a href="/blog" rel="opener">x</a>')).toBe('<a href="/blog">x</a>');
  });

  it("rewrites links to the home page as /#contact (docs/product.md: they lead to the contact section)", () => {
    expect(clean('<a href="/">talk to us</a>')).toBe('<a href="/#contact">talk to us</a>');
    expect(clean(`<a href="${SITE}/">talk to us</a>`)).toBe('<a href="/#contact">talk to us</a>');
    expect(clean('<a href="/#faq-section">faq</a>')).toBe('<a href="/#faq-section">faq</a>');
  });

  it("keeps mailto and tel links", () => {
    expect(clean('<a href="mailto:a@b.example">m</a><a href="tel:+15615550142">t</a>')).toBe(
      '<a href="mailto:a@b.example">m</a><a href="tel:+15615550142">t</a>',
    );
  });

  it.each(XSS_CORPUS)("neutralizes %s", (payload) => {
    const out = clean(payload);
    expect(out).not.toMatch(
      /<\s*(script|iframe|object|embed|svg|math|form|input|button|style|link|meta|base|body|template|noscript|details)\b/i,
    );
    expect(out).not.toMatch(/\son[a-z]+\s*=/i);
    expect(out).not.toMatch(/(href|src)\s*=\s*"\s*(javascript|vbscript|data):/i);
    expect(out).not.toMatch(/style\s*=/i);
    expect(out).not.toMatch(/href="\/\//);
    // Running the output through again changes nothing (render-time sanitizing is stable).
    expect(clean(out)).toBe(out);
  });

  it("drops scripts with their content but keeps the text of unknown wrappers", () => {
    expect(clean("<p>before</p><script>alert(1)</script><p>after</p>")).toBe("<p>before</p><p>after</p>");
    expect(clean("<section><p>kept</p></section>")).toBe("<p>kept</p>");
  });

  it("drops class and id attributes", () => {
    expect(clean('<p class="x" id="contact">t</p>')).toBe("<p>t</p>");
  });
});

describe("helpers", () => {
  it("isExternalHref", () => {
    expect(isExternalHref("https://other.example", SITE)).toBe(true);
    expect(isExternalHref(`${SITE}/x`, SITE)).toBe(false);
    expect(isExternalHref("/x", SITE)).toBe(false);
    expect(isExternalHref("//other.example", SITE)).toBe(true);
    expect(isExternalHref("mailto:a@b.example", SITE)).toBe(false);
  });

  it("plainTextOf drops markup and unsafe content", () => {
    expect(plainTextOf("<p>Hello <b>there</b></p><script>alert(1)</script>")).toBe("Hello there");
    expect(plainTextOf("<iframe src=x></iframe>")).toBe("");
  });
});

describe("relative links", () => {
  it("keeps relative links and drops protocol-relative ones", () => {
    expect(clean('<a href="other-post">x</a>')).toBe('<a href="other-post">x</a>');
    expect(clean('<a href="#section">x</a>')).toBe('<a href="#section">x</a>');
    expect(clean('<a href="//evil.example">x</a>')).toBe("<a>x</a>");
    expect(clean('<a href="java\tscript:alert(1)">x</a>')).not.toContain("script:");
  });
});

describe("externalImageSources: images the CSP (img-src 'self') would block", () => {
  it("names absolute and protocol-relative images from other sites, once each", () => {
    const html = [
      '<p>Hi</p><img src="https://cdn.example/a.jpg" alt="A">',
      "<IMG SRC='http://other.example/b.png'>",
      '<img src="//cdn.example/c.gif">',
      '<img src="https://cdn.example/a.jpg">',
    ].join("");
    expect(externalImageSources(html, SITE)).toEqual([
      "https://cdn.example/a.jpg",
      "http://other.example/b.png",
      "//cdn.example/c.gif",
    ]);
  });

  it("allows site paths, relative sources and absolute URLs of the site itself", () => {
    const html = `<img src="/images/hero-lounge-800.webp" alt=""><img src="images/x.png"><img src="${SITE}/images/a.webp"><img alt="no src">`;
    expect(externalImageSources(html, SITE)).toEqual([]);
    // Links to other sites are fine: only images load from the page.
    expect(externalImageSources('<a href="https://example.org">a link</a>', SITE)).toEqual([]);
  });

  it("words a message that names each offending URL", () => {
    expect(externalImagesMessage(["https://cdn.example/a.jpg"])).toBe(
      "Images must be hosted on this site (a path like /images/photo.webp): the site's security policy blocks images from other sites, so this one would not show: https://cdn.example/a.jpg",
    );
    expect(externalImagesMessage(["https://a.example/1.png", "//b.example/2.png"])).toContain(
      "so these would not show: https://a.example/1.png, //b.example/2.png",
    );
  });
});
