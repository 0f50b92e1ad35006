import { MapPin } from "lucide-react";
import { Photo } from "@/components/photo";
import { galleryProjects } from "../content/gallery-projects";

/** Images in the first row are usually on screen at once, so they are not lazy. */
const EAGER_IMAGES = 3;

export function GalleryGrid() {
  return (
    <ul aria-label="Completed projects" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {galleryProjects.map((project, index) => (
        <li key={project.title}>
          <article className="flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-gray-200">
            <Photo
              sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
              src={project.image.src}
              alt={project.image.alt}
              width={project.image.width}
              height={project.image.height}
              loading={index < EAGER_IMAGES ? "eager" : "lazy"}
              className="aspect-[8/5] h-auto w-full object-cover"
            />
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
      ))}
    </ul>
  );
}
