/** The pages under "Services" in the header and the footer's service lists (spec section 2). */
export const SERVICE_PAGES = [
  { label: "Retaining Walls", href: "/retaining-walls", description: "Concrete, composite & timber sleeper walls" },
  { label: "Fencing Projects", href: "/fencing-projects", description: "Colorbond, timber & aluminium fencing" },
] as const;

export const FOOTER_SERVICE_GROUPS = [
  {
    heading: "Retaining Walls",
    href: "/retaining-walls",
    items: ["Concrete Sleeper Retaining Walls", "Composite Sleeper Retaining Walls", "Timber Sleeper Retaining Walls"],
  },
  {
    heading: "Fencing",
    href: "/fencing-projects",
    items: ["Timber Fencing", "Colorbond Fencing", "Aluminium Fencing"],
  },
] as const;
