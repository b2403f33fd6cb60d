import { index, route, type RouteConfig } from "@react-router/dev/routes";

// The route table of product §2, written out by hand. One file per URL, named after it.
// Each feature keeps its routes in its own block below, so the table still reads like product §2.
export default [
  // --- Public site -------------------------------------------------------------------------
  index("routes/home.tsx"),
  route("classic-vending", "routes/classic-vending.tsx"),
  route("smart-machines", "routes/smart-machines.tsx"),
  route("micromarkets", "routes/micromarkets.tsx"),
  route("locations/:slug", "routes/locations.$slug.tsx"),

  // --- Leads -------------------------------------------------------------------------------
  route("contact", "routes/contact.tsx"),
  // The lead's thank-you and site-visit pages (docs/decisions/082), reached by a signed ?ref=.
  route("thank-you", "routes/thank-you.tsx"),
  route("site-visit", "routes/site-visit.tsx"),

  // --- Blog --------------------------------------------------------------------------------
  route("blog", "routes/blog.tsx"),
  // The feed is declared before blog/:slug so "rss.xml" is never read as a post slug.
  route("blog/rss.xml", "routes/blog.rss.xml.ts"),
  route("blog/:slug", "routes/blog.$slug.tsx"),

  // --- Prize game --------------------------------------------------------------------------
  route("prize", "routes/prize.tsx"),

  // --- Space visualization -----------------------------------------------------------------
  route("space-visualization", "routes/space-visualization.tsx"),
  route("space-visualization/machines/:file", "routes/space-visualization.machines.$file.ts"),
  route("space-visualization/:publicId", "routes/space-visualization.$publicId.tsx"),
  route("space-visualization/:publicId/:file", "routes/space-visualization.$publicId.$file.ts"),

  // --- Sign-in and admin -------------------------------------------------------------------
  route("auth", "routes/auth.tsx"),
  route("logout", "routes/logout.ts"),
  route("admin", "routes/admin.tsx", [
    index("routes/admin._index.tsx"),
    route("password", "routes/admin.password.tsx"),
    route("contact-requests.csv", "routes/admin.contact-requests.csv.ts"),
    route("blog", "routes/admin.blog.tsx"),
    route("prize-entries", "routes/admin.prize-entries.tsx"),
    route("prize-entries.csv", "routes/admin.prize-entries.csv.ts"),
    route("visualizations", "routes/admin.visualizations.tsx"),
    route("visualizations.csv", "routes/admin.visualizations.csv.ts"),
    route("insights", "routes/admin.insights.tsx"),
    route("site-visits", "routes/admin.site-visits.tsx"),
    route("photos", "routes/admin.photos.tsx"),
    route("testimonials", "routes/admin.testimonials.tsx"),
    route("admins", "routes/admin.admins.tsx"),
    route("settings", "routes/admin.settings.tsx"),
    route("settings/backup.tar", "routes/admin.settings.backup.ts"),
    route("settings/notifications", "routes/admin.settings.notifications.tsx"),
    route("settings/offsite", "routes/admin.settings.offsite.tsx"),
    route("settings/restore", "routes/admin.settings.restore.tsx"),
  ]),

  // --- Uploaded photos (docs/decisions/050-site-photos.md) ------------------------------------
  route("media/photos/:file", "routes/media.photos.$file.ts"),

  // --- Operations and crawlers ---------------------------------------------------------------
  route("healthz", "routes/healthz.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  route("sitemap.xml", "routes/sitemap.xml.ts"),

  // --- The JSON API of product §7 (resource routes under routes/api/) ---------------------------
  // Leads
  route("api/contact", "routes/api/contact.ts"),
  // Sign-in and admin
  route("api/user", "routes/api/user.ts"),
  route("api/login", "routes/api/login.ts"),
  route("api/logout", "routes/api/logout.ts"),
  route("api/change-password", "routes/api/change-password.ts"),
  route("api/contact-requests", "routes/api/contact-requests.ts"),
  route("api/contact-requests/:id", "routes/api/contact-requests.$id.ts"),
  route("api/contact-requests/:id/notes", "routes/api/contact-requests.$id.notes.ts"),
  // Blog
  route("api/blog-posts", "routes/api/blog-posts.ts"),
  route("api/blog-posts/:slug", "routes/api/blog-posts.$slug.ts"),
  route("api/admin/blog-posts", "routes/api/admin/blog-posts.ts"),
  route("api/admin/blog-posts/:id", "routes/api/admin/blog-posts.$id.ts"),
  // Prize game
  route("api/engagement", "routes/api/engagement.ts"),
  route("api/engagement/draw", "routes/api/engagement.draw.ts"),
  // Space visualization
  route("api/visualization", "routes/api/visualization.ts"),
  route("api/visualization/:id", "routes/api/visualization.$id.ts"),
  route("api/visualization/:id/generate", "routes/api/visualization.$id.generate.ts"),
  // Unknown /api paths answer JSON 404, never HTML.
  route("api/*", "routes/api/not-found.ts"),

  // --- Spanish site (docs/decisions/040-spanish-site.md, slugs in 041) -------------------------
  // The same route modules as the English pages, under /es with distinct ids; each module takes
  // its language from the matched path (langFromPath in app/lib/i18n.ts).
  route("es", "routes/home.tsx", { id: "es/home" }),
  route("es/maquinas-expendedoras", "routes/classic-vending.tsx", { id: "es/classic-vending" }),
  route("es/maquinas-inteligentes", "routes/smart-machines.tsx", { id: "es/smart-machines" }),
  route("es/micromercados", "routes/micromarkets.tsx", { id: "es/micromarkets" }),
  route("es/contacto", "routes/contact.tsx", { id: "es/contact" }),
  route("es/gracias", "routes/thank-you.tsx", { id: "es/thank-you" }),
  route("es/visita", "routes/site-visit.tsx", { id: "es/site-visit" }),
  route("es/ubicaciones/:slug", "routes/locations.$slug.tsx", { id: "es/locations" }),
  route("es/blog", "routes/blog.tsx", { id: "es/blog" }),
  route("es/blog/rss.xml", "routes/blog.rss.xml.ts", { id: "es/blog-rss" }),
  route("es/blog/:slug", "routes/blog.$slug.tsx", { id: "es/blog-post" }),
  route("es/premio", "routes/prize.tsx", { id: "es/prize" }),
  route("es/visualizacion-de-espacio", "routes/space-visualization.tsx", { id: "es/space-visualization" }),
  route("es/visualizacion-de-espacio/:publicId", "routes/space-visualization.$publicId.tsx", {
    id: "es/space-visualization-result",
  }),
  // Any other /es path: the Spanish not-found page with status 404.
  route("es/*", "routes/not-found.tsx", { id: "es/not-found" }),

  // Anything else: the product's not-found page with status 404.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
