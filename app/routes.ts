import { index, route, type RouteConfig } from "@react-router/dev/routes";

// The route table of SPEC §2, written out by hand. One file per URL, named after it.
export default [
  index("routes/home.tsx"),
  route("classic-vending", "routes/classic-vending.tsx"),
  route("smart-machines", "routes/smart-machines.tsx"),
  route("micromarkets", "routes/micromarkets.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/:slug", "routes/blog.$slug.tsx"),
  route("space-visualization", "routes/space-visualization.tsx"),
  route("locations/:slug", "routes/locations.$slug.tsx"),
  route("contact", "routes/contact.tsx"),
  route("auth", "routes/auth.tsx"),
  route("logout", "routes/logout.ts"),
  route("admin", "routes/admin.tsx", [
    index("routes/admin._index.tsx"),
    route("blog", "routes/admin.blog.tsx"),
  ]),

  // Operations and crawlers.
  route("healthz", "routes/healthz.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  route("sitemap.xml", "routes/sitemap.xml.ts"),

  // The JSON API of SPEC §7 (resource routes). Unknown /api paths answer JSON 404, never HTML.
  route("api/*", "routes/api/not-found.ts"),

  // Anything else: SPEC's not-found page with status 404.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
