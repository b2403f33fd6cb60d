import { expect, test } from "@playwright/test";
import { allCitySlugs } from "../../app/content/cities";
import { by, servedHtml } from "../support/served-html";

/**
 * The read-only pages as a visitor without JavaScript gets them, checked over plain HTTP (no
 * browser): status, language, headings, breadcrumbs, links, sections and structured data are all
 * in the served HTML. Their journeys in a browser (tests/e2e/public-pages.spec.ts and the others
 * named below) run with JavaScript only; the project without JavaScript is kept for journeys that
 * post forms, redirect or open URL dialogs (docs/decisions/075-test-suite-speed.md).
 */
async function served(request: import("@playwright/test").APIRequestContext, path: string, status = 200) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(status);
  expect(response.headers()["content-type"], path).toMatch(/^text\/html/);
  return servedHtml(await response.text());
}

// public-pages.spec.ts "the home page: every section of product §2 in order, the shell, …".
test("the home page: every section, its links and counts, and the shell, without scripts", async ({
  request,
}) => {
  const page = await served(request, "/");
  expect(page.lang).toBe("en-US");
  expect(page.h1).toEqual(["Luxury Amenities for the Modern Age"]);
  expect(page.sectionIds()).toEqual([
    "services",
    "brands",
    "about",
    "installations",
    "service-area-section",
    "faq-section",
    "contact",
  ]);
  const inSection = (id: string) => (e: import("domhandler").Element) => e.attribs.id === id;
  expect(page.links(inSection("services"))).toEqual(
    expect.arrayContaining(["/classic-vending", "/smart-machines", "/micromarkets"]),
  );
  expect(page.count(by.testId("brand"))).toBe(18);
  expect(page.count(by.testId("testimonial"))).toBe(3);
  expect(page.count(by.testId("city-card"))).toBe(8);
  expect(page.count(by.testId("location-button"))).toBe(22);
  expect(page.count(by.testId("faq-item"))).toBe(12);
  expect(page.links(inSection("service-area-section")).sort()).toEqual(
    allCitySlugs.map((s) => `/locations/${s}`).sort(),
  );
  expect(page.links(inSection("installations"))).toHaveLength(4);
  expect(page.count((e) => e.name === "form" && e.attribs.id === "contact-form")).toBe(1);
  expect(page.links(inSection("contact")).filter((h) => h.startsWith("tel:+1"))).toHaveLength(1);
  expect(page.links(inSection("contact")).filter((h) => h.startsWith("mailto:"))).toHaveLength(1);
  // The shell: navigation and footer links, no breadcrumb on the home page.
  const nav = page.links((e) => e.name === "nav" && e.attribs["aria-label"] === "Main");
  for (const href of ["/classic-vending", "/smart-machines", "/micromarkets", "/blog", "/#brands", "/#about"])
    expect(nav, href).toContain(href);
  const footer = page.links((e) => e.name === "footer");
  for (const href of ["/locations/miami", "/prize", "/space-visualization", "/#contact"])
    expect(footer, href).toContain(href);
  expect(page.breadcrumb()).toEqual([]);
  expect(page.jsonLdTypes()).toContain("LocalBusiness");
});

// public-pages.spec.ts "/…: hero, breadcrumb, gallery, call to action and SEO" and the pages' contents;
// spanish-pages.spec.ts "… switches to … and back, with hreflang"; breadcrumbs.spec.ts.
for (const p of [
  {
    path: "/classic-vending",
    es: "/es/maquinas-expendedoras",
    h1: "Modern Vending Machines, Placed Free",
    crumb: "Classic Vending",
  },
  {
    path: "/smart-machines",
    es: "/es/maquinas-inteligentes",
    h1: "Grab-and-Go Smart Machines",
    crumb: "Smart Machines",
  },
  {
    path: "/micromarkets",
    es: "/es/micromercados",
    h1: "A Micromarket in Your Breakroom",
    crumb: "Micromarkets",
  },
]) {
  test(`${p.path} and ${p.es}: headings, breadcrumb, gallery, language links and structured data, without scripts`, async ({
    request,
  }) => {
    const page = await served(request, p.path);
    expect(page.h1).toEqual([p.h1]);
    expect(page.breadcrumb()).toEqual(["Home", p.crumb]);
    expect(page.links((e) => e.attribs.id === "gallery")).toHaveLength(4);
    expect(page.canonical).toMatch(new RegExp(`${p.path}$`));
    expect(page.alternates["es-US"]).toMatch(new RegExp(`${p.es}$`));
    expect(page.links((e) => e.name === "header")).toContain(p.es);
    expect(page.jsonLdTypes()).toEqual(
      expect.arrayContaining(["LocalBusiness", "Service", "BreadcrumbList"]),
    );

    const es = await served(request, p.es);
    expect(es.lang).toBe("es-US");
    expect(es.links((e) => e.name === "header")).toContain(p.path);
    expect(es.links()).toContain("/es");
    expect(es.alternates["en-US"]).toMatch(new RegExp(`${p.path}$`));
    expect(es.canonical).toMatch(new RegExp(`${p.es}$`));
  });
}

// spanish-pages.spec.ts "the home page is Spanish throughout, …".
test("the Spanish home: language, headings, links and the form posting to /es/contacto, without scripts", async ({
  request,
}) => {
  const page = await served(request, "/es");
  expect(page.lang).toBe("es-US");
  expect(page.title).toMatch(/Máquinas expendedoras y micromercados de lujo/);
  expect(page.h1).toEqual(["Comodidades de lujo para los tiempos modernos"]);
  const headings = page.texts((e) => /^h[2-3]$/.test(e.name));
  for (const heading of ["Tres maneras de alimentar a su equipo", "Preguntas frecuentes", "Nuestra misión"])
    expect(headings, heading).toContain(heading);
  expect(page.links()).toEqual(expect.arrayContaining(["/es/ubicaciones/miami", "/es/micromercados", "/"]));
  expect(page.count((e) => e.name === "form" && e.attribs.action === "/es/contacto")).toBe(1);
});

// public-pages.spec.ts "a city page: hero, intro, …"; spanish-site.spec.ts "switching languages on a city page".
test("a city page in both languages: headings, breadcrumb, neighbourhoods and the language links, without scripts", async ({
  request,
}) => {
  const page = await served(request, "/locations/fort-lauderdale");
  expect(page.h1).toEqual(["Vending & Micromarkets in Fort Lauderdale"]);
  expect(page.breadcrumb()).toEqual(["Home", "Fort Lauderdale"]);
  expect(page.count(by.testId("city-feature"))).toBe(3);
  expect(page.texts(by.testId("neighborhood"))).toEqual([
    "Las Olas",
    "Flagler Village",
    "Victoria Park",
    "Coral Ridge",
    "Rio Vista",
    "Cypress Creek",
  ]);
  expect(page.title).toMatch(/Fort Lauderdale/);
  expect(page.links((e) => e.name === "header")).toContain("/es/ubicaciones/fort-lauderdale");
  const es = await served(request, "/es/ubicaciones/fort-lauderdale");
  expect(es.lang).toBe("es-US");
  expect(es.links((e) => e.name === "header")).toContain("/locations/fort-lauderdale");
});

// breadcrumbs.spec.ts (the rendered bar on the same pages).
test("breadcrumbs and their structured data are in the served pages", async ({ request }) => {
  for (const [path, trail] of [
    ["/contact", ["Home", "Contact"]],
    ["/blog", ["Home", "Blog"]],
    ["/micromarkets", ["Home", "Micromarkets"]],
    ["/locations/fort-lauderdale", ["Home", "Fort Lauderdale"]],
  ] as const) {
    const page = await served(request, path);
    expect(page.breadcrumb(), path).toEqual(trail);
    expect(page.jsonLdTypes(), path).toContain("BreadcrumbList");
  }
});

// The not-found page inside the shell (rendered: public-navigation.spec.ts's scan of /no-such-page and
// public-pages.spec.ts's error page that hydrates); visualization-wizard.spec.ts "an unknown result
// page is a 404".
test("unknown paths, cities and results get the not-found page with status 404, inside the shell", async ({
  request,
}) => {
  for (const path of [
    "/no-such-page",
    "/locations/atlantis",
    "/locations/gotham",
    "/locations/",
    "/no/such/page",
    "/space-visualization/AAAAAAAAAAAAAAAAAAAAAAAA",
  ]) {
    const page = await served(request, path, 404);
    expect(page.h1, path).toEqual(["404 Page Not Found"]);
    expect(page.title, path).toBe("404 Page Not Found");
    expect(page.texts(by.tag("p")).join(" "), path).toContain(
      "Did you forget to add the page to the router?",
    );
    expect(
      page.links((e) => e.name === "nav" && e.attribs["aria-label"] === "Main").length,
      path,
    ).toBeGreaterThan(0);
    expect(page.count(by.tag("footer")), path).toBe(1);
  }
});

// visualization-wizard.spec.ts "shows the steps, the catalogue of 11 machine types …".
test("the space-visualization wizard's first step: steps, catalogue and progress, without scripts", async ({
  request,
}) => {
  const page = await served(request, "/space-visualization");
  expect(page.h1).toEqual(["Space Visualization"]);
  const text = page.texts(by.tag("main")).join(" ");
  for (const step of ["Choose Machines", "Provide Details", "Generate Visualization"])
    expect(text).toContain(step);
  expect(page.count((e) => e.attribs.role === "progressbar" && e.attribs["aria-valuenow"] === "33")).toBe(1);
  expect(
    page.count((e) => e.name === "img" && (e.attribs.src ?? "").startsWith("/space-visualization/machines/")),
  ).toBe(11);
});

// The Spanish site (spanish-site.spec.ts): the pages in both languages name each other.
test("pages in both languages name each other (hreflang, canonical, JSON-LD in the page's language); English-only pages carry no alternates", async ({
  request,
}) => {
  const page = await served(request, "/es/ubicaciones/coral-gables");
  expect(page.alternates["en-US"]).toMatch(/\/locations\/coral-gables$/);
  expect(page.alternates["es-US"]).toMatch(/\/es\/ubicaciones\/coral-gables$/);
  expect(page.alternates["x-default"]).toMatch(/\/locations\/coral-gables$/);
  expect(page.canonical).toMatch(/\/es\/ubicaciones\/coral-gables$/);
  expect(
    page.count(
      (e) => e.name === "meta" && e.attribs.property === "og:locale" && e.attribs.content === "es_US",
    ),
  ).toBe(1);
  // One schema.org script, in the head, holding the blocks as a JSON array (app/lib/json-ld.tsx).
  const ldJson = (e: import("domhandler").Element) =>
    e.name === "script" && e.attribs.type === "application/ld+json";
  expect(page.count(ldJson)).toBe(1);
  expect(page.count(by.inside(by.tag("head"), ldJson))).toBe(1);
  const blocks = JSON.parse(page.texts(ldJson)[0]!) as Array<Record<string, unknown>>;
  const business = blocks.find((b) => b["@type"] === "LocalBusiness")!;
  expect(business.inLanguage).toBe("es-US");
  expect(business.url).toMatch(/\/es\/ubicaciones\/coral-gables$/);
  expect(JSON.stringify(business.areaServed)).toContain("Condado de Miami-Dade");
  const crumbs = blocks.find((b) => b["@type"] === "BreadcrumbList")!;
  expect(JSON.stringify(crumbs)).toContain('"name":"Inicio"');

  // English pages with no Spanish version carry no alternates and no switch.
  const auth = await served(request, "/auth");
  expect(auth.alternates).toEqual({});
  expect(auth.count(by.testId("language-switch"))).toBe(0);
});

// The Spanish site (spanish-site.spec.ts): the Spanish not-found page.
test("an unknown Spanish path or city gets the Spanish not-found page with status 404", async ({
  request,
}) => {
  for (const path of ["/es/no-existe", "/es/ubicaciones/atlantis"]) {
    const page = await served(request, path, 404);
    expect(page.lang, path).toBe("es-US");
    expect(page.h1, path).toEqual(["404: Página no encontrada"]);
  }
  const english = await served(request, "/locations/atlantis", 404);
  expect(english.lang).toBe("en-US");
  expect(english.h1).toEqual(["404 Page Not Found"]);
});
