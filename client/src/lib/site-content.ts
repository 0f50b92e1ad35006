import { EMPTY_SITE_CONTENT, SITE_CONTENT_KEY, type ShownImage, type SiteContent } from "@shared/showcase/site-content";
import type { SlotImage } from "@shared/showcase/slot-image";
import { useInitialQuery } from "./initial-queries-context";

let standIn: SiteContent = EMPTY_SITE_CONTENT;

/** What a component sees when no page data surrounds it (component tests set the drawings). */
export function setStandInSiteContent(content: SiteContent) {
  standIn = content;
}

/**
 * The projects and site photos the page was rendered with (every server-rendered page carries them in its
 * data, so the browser hydrates with the very same and fetches nothing).
 */
export function useSiteContent(): SiteContent {
  return useInitialQuery<SiteContent>(SITE_CONTENT_KEY) ?? standIn;
}

/** Kept space and no picture, should a slot ever be missing from the page's data. */
const MISSING: ShownImage = {
  src: "data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==",
  alt: "",
  width: 640,
  height: 400,
};

/** A picture as the page shows it: a slot's current picture, or the picture given (a project's photo). */
export function useShownImage(image: ShownImage | SlotImage): ShownImage {
  const { sitePhotos } = useSiteContent();
  return "src" in image ? image : (sitePhotos[image.slot] ?? MISSING);
}
