export type WhyChooseUsIcon = "experience" | "licensed" | "oneStop" | "materials" | "dedicated";

export interface WhyChooseUsPoint {
  icon: WhyChooseUsIcon;
  title: string;
  description: string;
}

/** The five reasons of spec section 2 (Home). */
export const WHY_CHOOSE_US: WhyChooseUsPoint[] = [
  {
    icon: "experience",
    title: "30+ Years of Experience",
    description: "Decades of building walls and fences on Queensland's clay, sand and sloping blocks.",
  },
  {
    icon: "licensed",
    title: "Licensed & Insured",
    description: "A QBCC-licensed builder with full insurance, so your project is protected from start to finish.",
  },
  {
    icon: "oneStop",
    title: "One-Stop Shop",
    description: "From engineering design and certification to installation and council lodgment, we handle it all.",
  },
  {
    icon: "materials",
    title: "Quality Australian-Made Materials",
    description: "Proven Australian-made sleepers, steel and Colorbond chosen to last in our climate.",
  },
  {
    icon: "dedicated",
    title: "Dedicated Until Completion",
    description: "The same team stays with your project until the last post is in and the site is clean.",
  },
];
