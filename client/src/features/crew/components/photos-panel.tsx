import { useEffect, useId, useMemo } from "react";
import type { JobOnPhone } from "../offline/local-view";
import { crewHeading, crewSection } from "./crew-styles";
import { PhotoPicker } from "./photo-picker";

/** A waiting photo, shown from the phone's own copy. */
function WaitingPhoto({ blob, alt }: { blob: Blob; alt: string }) {
  const url = useMemo(() => URL.createObjectURL(blob), [blob]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return <img src={url} alt={alt} width={160} height={120} className="aspect-[4/3] w-full rounded-lg object-cover ring-2 ring-amber-400" />;
}

/** The job's photos: those sent (thumbnails, kept for offline), and those waiting on this phone. */
export function PhotosPanel({ job }: { job: JobOnPhone }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-photos`} className={crewSection}>
      <h3 id={`${id}-photos`} className={crewHeading}>
        Photos
      </h3>
      {(job.photos.length > 0 || job.waitingPhotos.length > 0) && (
        <ul className="grid grid-cols-3 gap-2">
          {job.photos.map((photo, at) => (
            <li key={photo.photoId}>
              {photo.status === "ready" ? (
                <img
                  src={photo.thumbnailUrl}
                  alt={`Stage ${photo.stage} photo ${at + 1}`}
                  width={160}
                  height={120}
                  loading="lazy"
                  className="aspect-[4/3] w-full rounded-lg bg-gray-100 object-cover"
                />
              ) : (
                <span className="flex aspect-[4/3] items-center justify-center rounded-lg bg-gray-100 p-1 text-center text-xs font-semibold text-ink-muted">
                  {photo.status === "processing" ? "Processing" : "Could not be read"}
                </span>
              )}
            </li>
          ))}
          {job.waitingPhotos.map((photo, at) => (
            <li key={photo.opId}>
              <WaitingPhoto blob={photo.blob} alt={`Photo ${at + 1} waiting to send`} />
            </li>
          ))}
        </ul>
      )}
      <PhotoPicker job={job} />
    </section>
  );
}
