import { index, route, type RouteConfig } from "@react-router/dev/routes";

// The route table of SPEC §2, written out by hand. One file per URL, named after it.
// Each feature keeps its routes in its own block below, so the table still reads like SPEC §2.
export default [
  // --- Public site -------------------------------------------------------------------------
  index("routes/home.tsx"),
  route("classic-vending", "routes/classic-vending.tsx"),
  route("smart-machines", "routes/smart-machines.tsx"),
  route("micromarkets", "routes/micromarkets.tsx"),
  route("locations/:slug", "routes/locations.$slug.tsx"),
  // (end of public site)

  // --- Leads -------------------------------------------------------------------------------
  route("contact", "routes/contact.tsx"),
  // (end of leads)

  // --- Blog --------------------------------------------------------------------------------
  route("blog", "routes/blog.tsx"),
  route("blog/:slug", "routes/blog.$slug.tsx"),
  // (end of blog)

  // --- Prize game --------------------------------------------------------------------------
  // (end of prize game)

  // --- Space visualization -----------------------------------------------------------------
  route("space-visualization", "routes/space-visualization.tsx"),
  route("space-visualization/machines/:file", "routes/space-visualization.machines.$file.ts"),
  route("space-visualization/:publicId", "routes/space-visualization.$publicId.tsx"),
  route("space-visualization/:publicId/:file", "routes/space-visualization.$publicId.$file.ts"),
  // (end of space visualization)

  // --- Sign-in and admin -------------------------------------------------------------------
  route("auth", "routes/auth.tsx"),
  route("logout", "routes/logout.ts"),
  route("admin", "routes/admin.tsx", [
    index("routes/admin._index.tsx"),
    // (admin: contact submissions)
    route("blog", "routes/admin.blog.tsx"),
    // (admin: blog)
    // (admin: prize entries)
    // (admin: visualizations)
    route("visualizations", "routes/admin.visualizations.tsx"),
    route("visualizations.csv", "routes/admin.visualizations.csv.ts"),
  ]),
  // (end of sign-in and admin)

  // --- Operations and crawlers ---------------------------------------------------------------
  route("healthz", "routes/healthz.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  route("sitemap.xml", "routes/sitemap.xml.ts"),

  // --- The JSON API of SPEC §7 (resource routes under routes/api/) ---------------------------
  // (api: leads)
  // (api: auth and admin)
  // (api: blog)
  // (api: prize game)
  // (api: space visualization)
  route("api/visualization", "routes/api/visualization.ts"),
  route("api/visualization/:id", "routes/api/visualization.$id.ts"),
  route("api/visualization/:id/generate", "routes/api/visualization.$id.generate.ts"),
  // Unknown /api paths answer JSON 404, never HTML.
  route("api/*", "routes/api/not-found.ts"),

  // Anything else: SPEC's not-found page with status 404.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
