/** The admin dashboard's tabs (SPEC's two first; later features add theirs here). */
export const adminTabs = [
  { to: "/admin", label: "Contact Submissions", end: true },
  { to: "/admin/blog", label: "Blog Posts", end: false },
] as const;
