import { useLocation } from "wouter";
import { useActiveSection } from "./use-active-section";
import { SERVICE_PAGES } from "./nav-links";

export interface HeaderNavState {
  path: string;
  home: boolean;
  /** the services section of the home page is in view */
  servicesSection: boolean;
  /** the services section or one of the service pages */
  services: boolean;
  about: boolean;
  faq: boolean;
  estimate: boolean;
  contact: boolean;
}

/** Which header entry is current: by scroll position on the home page, by path elsewhere. */
export function useHeaderNavState(): HeaderNavState {
  const [path] = useLocation();
  const onHome = path === "/";
  const section = useActiveSection(onHome);
  const servicesSection = section === "services";
  return {
    path,
    home: section === "home",
    servicesSection,
    services: servicesSection || SERVICE_PAGES.some((page) => page.href === path),
    about: section === "about",
    faq: path === "/faq",
    estimate: path === "/estimate",
    contact: section === "contact",
  };
}
