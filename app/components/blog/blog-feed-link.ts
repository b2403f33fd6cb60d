/** The RSS feed's <link rel="alternate">, added to the head of the blog pages. */
export const blogFeedLink = {
  rel: "alternate",
  type: "application/rss+xml",
  title: "Gold Coast Vending Blog",
  href: "/blog/rss.xml",
} as const;
