import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { defaultBusinessProfile } from "@shared/business-profile";
import { SLOT_DRAWINGS } from "@shared/showcase/site-photo-slots";
import { setClientConfig } from "@/lib/client-config";
import { setStandInSiteContent } from "@/lib/site-content";

// what the server puts in every page; components read it through useBusiness()
setClientConfig({ business: defaultBusinessProfile });
// and the site content every page carries: each photo slot's drawing, no projects
setStandInSiteContent({ projects: [], sitePhotos: SLOT_DRAWINGS });

afterEach(() => {
  cleanup();
});
