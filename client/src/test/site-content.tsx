import type { ReactNode } from "react";
import { type PublicProject, SITE_CONTENT_KEY, type ShownImage, type SiteContent } from "@shared/showcase/site-content";
import { InitialQueriesContext } from "@/lib/initial-queries-context";

/** An uploaded photo as the server describes it: a content-hash key and its derivative widths. */
export const uploadedPhoto = (key: string, alt: string): ShownImage => ({
  src: `/media/${key}.jpg`,
  key,
  widths: [480, 800, 1200],
  width: 1200,
  height: 800,
  alt,
});

const drawing = (name: string, alt: string): ShownImage => ({ src: `/images/gallery/${name}.svg`, width: 640, height: 400, alt });

/** A published project; `photos` are drawings unless given. */
export function testProject(id: number, overrides: Partial<PublicProject> = {}): PublicProject {
  return {
    id,
    title: `Project number ${id}`,
    suburb: "Carindale",
    location: "Carindale, Brisbane",
    service: "retaining-walls",
    description: `What we built on job ${id}.`,
    completedOn: `2026-0${(id % 9) + 1}-15`,
    photos: [drawing(`project-${id}`, `The finished wall of project number ${id}, seen from the lawn below`)],
    ...overrides,
  };
}

/** Renders `children` with the site content a server-rendered page carries. */
export function WithSiteContent({ content, children }: { content: SiteContent; children: ReactNode }) {
  return <InitialQueriesContext.Provider value={[[SITE_CONTENT_KEY, content]]}>{children}</InitialQueriesContext.Provider>;
}
