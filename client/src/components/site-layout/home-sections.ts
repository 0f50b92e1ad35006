/** Anchor ids of the home page's sections, shared by the header, the footer and the home page. */
export const HOME_SECTION = {
  home: "home",
  services: "services",
  about: "about",
  contact: "contact",
  quoteForm: "quote-form",
} as const;

export type HomeSectionId = (typeof HOME_SECTION)[keyof typeof HOME_SECTION];

/** The sections the header highlights as the visitor scrolls, top to bottom. */
export const TRACKED_SECTIONS = [HOME_SECTION.home, HOME_SECTION.services, HOME_SECTION.about, HOME_SECTION.contact] as const;

export type TrackedSectionId = (typeof TRACKED_SECTIONS)[number];
