import { ArrowRight, MapPin } from "lucide-react";
import { Link } from "wouter";
import { newestProjects } from "@shared/showcase/site-content";
import { SiteImage } from "@/components/site-image";
import { useSiteContent } from "@/lib/site-content";
import { buttonClass } from "./buttons";
import { SectionIntro } from "./section-intro";

/**
 * The six newest published projects. On devices that can hover, each tile's title and suburb appear on hover
 * or keyboard focus; on touch screens they are always shown (the .reveal-on-hover rule in index.css).
 */
export function RecentProjectsSection() {
  const projects = newestProjects(useSiteContent().projects);
  if (projects.length === 0) return null;
  return (
    <section aria-labelledby="projects-title" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-content px-4 sm:px-6">
        <SectionIntro id="projects-title" eyebrow="Our work" title="Recent Projects">
          A selection of retaining walls and fences we have recently completed for families across South East Queensland.
        </SectionIntro>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {projects.map((project) => (
            <li key={project.id}>
              <Link href="/gallery" className="group relative block overflow-hidden rounded-xl bg-gray-100 shadow-sm">
                <SiteImage
                  image={project.photos[0]!}
                  sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                  className="aspect-[4/3] h-auto w-full object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
                />
                <span className="reveal-on-hover absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/90 via-black/75 to-transparent px-4 pb-4 pt-14 text-white">
                  <span className="block text-lg font-semibold">{project.title}</span>
                  <span className="mt-1 flex items-center gap-1 text-sm text-gray-100">
                    <MapPin aria-hidden="true" className="h-4 w-4" />
                    {project.location}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <Link href="/gallery" className={buttonClass.outline}>
            View Full Gallery
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
        </div>
      </div>
    </section>
  );
}
