import { Images, MapPin } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { SiteImage } from "@/components/site-image";
import { useSiteContent } from "@/lib/site-content";

const ProjectLightbox = lazy(() => import("./project-lightbox"));

/** Images in the first row are usually on screen at once, so they are not lazy. */
const EAGER_IMAGES = 3;

/** The published projects, in the order staff gave them; a card's picture opens the project's photos large. */
export function GalleryGrid() {
  const { projects } = useSiteContent();
  const [open, setOpen] = useState<number | null>(null);
  const opened = projects.find((project) => project.id === open);

  if (projects.length === 0) {
    return (
      <p className="rounded-xl bg-white p-8 text-center text-ink-muted shadow-sm ring-1 ring-gray-200">
        Photos of our latest projects are on their way.
      </p>
    );
  }
  return (
    <>
      <ul aria-label="Completed projects" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {projects.map((project, index) => {
          const [cover] = project.photos;
          const count = project.photos.length;
          return (
            <li key={project.id}>
              <article className="flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-gray-200">
                <button
                  type="button"
                  onClick={() => setOpen(project.id)}
                  aria-label={count === 1 ? `View the photo of ${project.title} larger` : `View the ${count} photos of ${project.title}`}
                  className="group relative block cursor-zoom-in focus-visible:outline-offset-[-4px]"
                >
                  <SiteImage
                    image={cover!}
                    sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                    loading={index < EAGER_IMAGES ? "eager" : "lazy"}
                    className="aspect-[8/5] h-auto w-full object-cover transition-transform duration-300 group-hover:scale-[1.02] motion-reduce:transition-none"
                  />
                  {count > 1 && (
                    <span className="absolute right-3 bottom-3 inline-flex items-center gap-1 rounded-full bg-black/70 px-2.5 py-1 text-xs font-semibold text-white">
                      <Images aria-hidden="true" className="h-3.5 w-3.5" />
                      {count} photos
                    </span>
                  )}
                </button>
                <div className="flex flex-1 flex-col p-5">
                  <h2 className="text-lg font-bold text-ink">{project.title}</h2>
                  <p className="mt-1 flex items-center gap-1 text-sm font-medium text-brand-700">
                    <MapPin aria-hidden="true" className="h-4 w-4" />
                    {project.location}
                  </p>
                  <p className="mt-3 text-sm leading-relaxed text-ink-muted">{project.description}</p>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
      {opened && (
        <Suspense fallback={null}>
          <ProjectLightbox project={opened} index={0} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
