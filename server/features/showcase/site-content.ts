import { createHash } from "node:crypto";
import type { Logger } from "pino";
import type { SiteContent } from "@shared/showcase/site-content";
import { SLOT_DRAWINGS } from "@shared/showcase/site-photo-slots";
import type { Database } from "../../db/client";
import { createSharedCache } from "../../infra/shared-cache";
import { listProjects, toPublicProject } from "./projects.queries";
import { replacedSitePhotos } from "./site-photos.queries";

export interface SiteContentSnapshot {
  content: SiteContent;
  /** changes whenever the content does: part of the key of every server render that shows it */
  version: string;
}

/**
 * What the public pages show of the business's own pictures (published projects, replaced site photos),
 * read once and served from memory; every write to them calls invalidate(), which every process hears, so
 * the next render anywhere shows the change with no rebuild and no restart.
 */
export function createSiteContentCache(database: Database, logger: Logger) {
  async function load(): Promise<SiteContentSnapshot> {
    const [projects, replaced] = await Promise.all([listProjects(database.db, { publishedOnly: true }), replacedSitePhotos(database.db)]);
    const content: SiteContent = {
      // a card needs its picture: a published project shows once it has a photo
      projects: projects.map(toPublicProject).filter((project) => project.photos.length > 0),
      // every slot: its drawing, or the photo staff put there
      sitePhotos: {
        ...SLOT_DRAWINGS,
        ...Object.fromEntries(Object.entries(replaced).map(([slot, { updatedAt: _updatedAt, ...image }]) => [slot, image])),
      },
    };
    return { content, version: createHash("sha256").update(JSON.stringify(content)).digest("base64url").slice(0, 16) };
  }
  return createSharedCache(database, "site_content_changed", load, logger);
}

export type SiteContentCache = ReturnType<typeof createSiteContentCache>;
