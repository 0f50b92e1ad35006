import { lazy, Suspense, useState } from "react";
import type { LeadPhotoView } from "@shared/leads/lead-desk-api";
import type { LeadKind } from "@shared/leads/lead-kinds";
import { leadPhotoUrl } from "../api/lead-desk";
import { LeadSection } from "@/components/staff/lead-section";

const PhotoViewer = lazy(() => import("./lead-photo-viewer"));

interface LeadSitePhotosProps {
  kind: LeadKind;
  leadId: number;
  photos: readonly LeadPhotoView[];
}

/** The homeowner's photos of the site, as thumbnails that open large (private: served to staff only). */
export function LeadSitePhotos({ kind, leadId, photos }: LeadSitePhotosProps) {
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return null;
  return (
    <LeadSection title={<>Photos of the site ({photos.length})</>}>
      <ul className="mt-3 grid grid-cols-3 gap-2">
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <button
              type="button"
              onClick={() => setOpen(index)}
              aria-label={`View ${photo.fileName} larger`}
              className="block w-full cursor-zoom-in overflow-hidden rounded-md ring-1 ring-gray-200"
            >
              <img
                src={leadPhotoUrl(kind, leadId, photo.id, "thumbnail")}
                alt={`Site photo ${index + 1}: ${photo.fileName}`}
                width={photo.width}
                height={photo.height}
                loading="lazy"
                className="aspect-square h-auto w-full bg-gray-100 object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
      {open !== null && (
        <Suspense fallback={null}>
          <PhotoViewer
            index={open}
            onClose={() => setOpen(null)}
            slides={photos.map((photo, index) => ({
              src: leadPhotoUrl(kind, leadId, photo.id, "full"),
              alt: `Site photo ${index + 1}: ${photo.fileName}`,
              width: photo.width,
              height: photo.height,
            }))}
          />
        </Suspense>
      )}
    </LeadSection>
  );
}
