import { useSitePhotoSlots } from "../../api/site-photos";
import { QueryScreen, ScreenHeader } from "@/components/staff/screen-parts";
import { SitePhotoSlotCard } from "./site-photo-slot-card";
import type { SitePhotoSlotState } from "@shared/showcase/site-photo-slots";

/** The slots grouped by the page they are on, in the order the pages are listed. */
function byPage(slots: readonly SitePhotoSlotState[]) {
  const pages = new Map<string, SitePhotoSlotState[]>();
  for (const slot of slots) pages.set(slot.page, [...(pages.get(slot.page) ?? []), slot]);
  return [...pages.entries()];
}

/**
 * /admin/site-photos: each picture of the service pages and the Google Ads page, which staff replace with a
 * photo of their own work; without one, the page shows its drawing.
 */
export function SitePhotosManager() {
  const slots = useSitePhotoSlots();
  const header = (
    <ScreenHeader title="Site photos">
      The pictures of the home, retaining walls, fencing and Google Ads pages. Replace a drawing with a photo of your own work; it shows on
      the next page load. Removing the photo brings the drawing back.
    </ScreenHeader>
  );
  return (
    <QueryScreen header={header} query={slots}>
      {(data) => (
        <div className="grid gap-8">
          {byPage(data).map(([page, pageSlots]) => (
            <section key={page} aria-labelledby={`site-photos-${page}`}>
              <h2 id={`site-photos-${page}`} className="mb-3 text-lg font-semibold text-ink">
                {page}
              </h2>
              <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
                {pageSlots.map((slot) => (
                  <li key={slot.slot}>
                    <SitePhotoSlotCard slot={slot} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </QueryScreen>
  );
}
