import { Camera, ImageOff, X } from "lucide-react";
import { type ChangeEvent, useEffect, useRef, useState } from "react";
import { PHOTO_ACCEPT, UPLOAD_LIMITS } from "@shared/showcase/image-limits";
import { labelClass } from "@/components/forms/field-styles";
import type { SitePhoto, SitePhotos } from "./use-site-photos";

interface SitePhotosFieldProps {
  id: string;
  photos: SitePhotos;
  className?: string;
}

/**
 * "Photos of your site (optional)": up to 5 from the camera or the gallery, each with a thumbnail, a
 * progress bar and a remove button. The code that shrinks and sends them loads when the field comes near.
 */
export function SitePhotosField({ id, photos, className }: SitePhotosFieldProps) {
  const area = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const { preload, add } = photos;

  // Photos picked on the server's HTML, before this code arrived, wait in the input: they are taken (sent, shown)
  // as the field goes live, before a submit held meanwhile goes out, so that submit waits for them too.
  useEffect(() => {
    const picked = input.current?.files;
    if (!picked?.length) return;
    add([...picked]);
    input.current!.value = "";
  }, [add]);

  useEffect(() => {
    if (!area.current || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        void preload().catch(() => undefined);
        observer.disconnect();
      }
    });
    observer.observe(area.current);
    return () => observer.disconnect();
  }, [preload]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    photos.add([...(event.target.files ?? [])]);
    // the same photo can be picked again after it was removed
    event.target.value = "";
  };

  const full = photos.photos.length >= UPLOAD_LIMITS.photosPerLead;
  const hintId = `${id}-hint`;
  return (
    <div ref={area} className={className}>
      <label htmlFor={id} className={labelClass()}>
        Photos of your site (optional)
      </label>
      <p id={hintId} className="mt-1 text-sm text-ink-muted">
        {`Up to ${UPLOAD_LIMITS.photosPerLead} photos of the slope, the old wall or fence, or the access. Only our team sees them.`}
      </p>
      <ul className="mt-2 flex flex-wrap items-start gap-3">
        {photos.photos.map((photo) => (
          <PhotoTile key={photo.id} photo={photo} onRemove={() => photos.remove(photo.id)} />
        ))}
        <li
          className={
            full
              ? "sr-only"
              : "rounded-md focus-within:outline focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600"
          }
        >
          <input
            ref={input}
            id={id}
            type="file"
            accept={PHOTO_ACCEPT}
            multiple
            disabled={full}
            aria-describedby={hintId}
            onChange={onChange}
            onFocus={() => void preload().catch(() => undefined)}
            className="sr-only"
          />
          {/* a second label of the same input, so the tile opens the picker without the form's code (and its words join the name) */}
          <label
            htmlFor={id}
            className="flex h-28 w-28 cursor-pointer flex-col items-center justify-center gap-1 rounded-md border-2 border-dashed border-gray-400 bg-white text-center text-sm font-semibold text-brand-700 hover:border-brand-600 hover:bg-brand-50"
          >
            <Camera aria-hidden="true" className="h-6 w-6" />
            Add photos
          </label>
        </li>
      </ul>
      <div aria-live="polite" className="mt-2 grid gap-1 text-sm">
        {photos.notice && <p className="font-medium text-red-700">{photos.notice}</p>}
        {photos.photos
          .filter((photo) => photo.state === "failed")
          .map((photo) => (
            <p key={photo.id} className="font-medium text-red-700">
              {photo.error}
            </p>
          ))}
      </div>
    </div>
  );
}

function PhotoTile({ photo, onRemove }: { photo: SitePhoto; onRemove: () => void }) {
  const [unreadable, setUnreadable] = useState(false);
  const percent = Math.round(photo.progress * 100);
  return (
    <li className="relative h-28 w-28 overflow-hidden rounded-md border border-gray-300 bg-gray-100">
      {unreadable ? (
        <span className="flex h-full w-full flex-col items-center justify-center gap-1 p-2 text-center text-xs text-ink-muted">
          <ImageOff aria-hidden="true" className="h-5 w-5" />
          <span className="line-clamp-2 break-all">{photo.name}</span>
        </span>
      ) : (
        <img src={photo.preview} alt={photo.name} onError={() => setUnreadable(true)} className="h-full w-full object-cover" />
      )}
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Remove ${photo.name}`}
        className="absolute right-1 top-1 inline-flex h-8 w-8 items-center justify-center rounded-full bg-white/95 text-ink shadow ring-1 ring-gray-300 hover:bg-white focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <X aria-hidden="true" className="h-4 w-4" />
      </button>
      <div className="absolute inset-x-0 bottom-0 bg-white/95 px-1.5 py-1">
        {photo.state === "failed" ? (
          <span className="block text-xs font-semibold text-red-700">Not sent</span>
        ) : (
          <div
            role="progressbar"
            aria-label={`Sending ${photo.name}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={photo.state === "sent" ? "Sent" : `${percent}%`}
            className="h-1.5 overflow-hidden rounded-full bg-gray-200"
          >
            <div
              className={
                photo.state === "sent" ? "h-full bg-green-600" : "h-full bg-brand-600 transition-[width] motion-reduce:transition-none"
              }
              style={{ width: `${percent}%` }}
            />
          </div>
        )}
      </div>
    </li>
  );
}
