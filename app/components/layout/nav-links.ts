/** The pages of the navigation bar and of the mobile drawer's Services list. */
export const pageLinks = [
  { to: "/classic-vending", label: "Vending" },
  { to: "/smart-machines", label: "Smart Machines" },
  { to: "/micromarkets", label: "Micromarkets" },
  { to: "/blog", label: "Blog" },
];

/** product §2 scroll buttons; the mobile menu calls Locations "Service Areas". */
export const sectionLinks = [
  { section: "brands", label: "Products" },
  { section: "about", label: "About" },
  { section: "service-area-section", label: "Locations", mobileLabel: "Service Areas" },
  { section: "faq-section", label: "FAQ" },
];
