/** The admin dashboard's tabs: the product's two first, then the ones the prize game and visualizations add. */
export const adminTabs = [
  { to: "/admin", label: "Contact Submissions", end: true },
  { to: "/admin/blog", label: "Blog Posts", end: false },
  { to: "/admin/prize-entries", label: "Prize Entries", end: false },
  { to: "/admin/visualizations", label: "Visualizations", end: false },
  { to: "/admin/insights", label: "Insights", end: false },
  { to: "/admin/site-visits", label: "Site Visits", end: false },
  { to: "/admin/photos", label: "Photos", end: false },
  { to: "/admin/testimonials", label: "Testimonials", end: false },
  { to: "/admin/admins", label: "Admins", end: false },
  { to: "/admin/settings", label: "Settings", end: false },
] as const;
