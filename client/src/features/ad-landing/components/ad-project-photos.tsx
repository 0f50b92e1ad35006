import { SiteImage } from "@/components/site-image";
import { adProjectPhotos } from "../content/ad-landing";

/** Three recent jobs, so the visitor sees the quality before filling in the form. */
export function AdProjectPhotos() {
  return (
    <section aria-labelledby="ad-photos-title" className="mx-auto max-w-content px-4 py-10 sm:px-6 sm:py-14">
      <h2 id="ad-photos-title" className="text-2xl font-bold text-ink sm:text-3xl">
        Recent projects
      </h2>
      <ul className="mt-6 grid gap-5 sm:grid-cols-3">
        {adProjectPhotos.map((photo) => (
          <li key={photo.image.slot} className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-gray-200">
            <SiteImage image={photo.image} sizes="(min-width: 640px) 33vw, 100vw" className="aspect-[8/5] h-auto w-full object-cover" />
            <div className="p-4">
              <h3 className="font-semibold text-ink">{photo.title}</h3>
              <p className="text-sm text-ink-muted">{photo.location}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
