import { type Request, Router } from "express";
import { pictureSources } from "@shared/showcase/media-urls";
import type { UploadedProjectPhoto } from "@shared/showcase/projects-api";
import { isSitePhotoSlot, type SitePhotoSlotKey } from "@shared/showcase/site-photo-slots";
import { PROJECT_LIMITS, photoAltSchema, projectSchema, projectUpdateSchema } from "@shared/showcase/project-validation";
import type { AppDb } from "../../db/client";
import { HttpError, notFound } from "../../http-error";
import type { FileStore } from "../../infra/files/file-store";
import { receiveImage, recordReceivedImage } from "../../infra/images/image-intake";
import { MAX_IMAGE_PIXELS } from "@shared/showcase/image-limits";
import type { StoredImage } from "@shared/schema";
import { photoUpload, uploadedPhotos } from "../../middleware/photo-upload";
import { requireStaff } from "../../middleware/require-staff";
import { audited, changes as auditChanges } from "../../infra/audit/audit-log";
import { actorOf } from "../../middleware/audit-actor";
import { fieldErrors, parseBody, parseId } from "../../middleware/validate";
import {
  addProjectPhoto,
  countProjectPhotos,
  createProject,
  deleteProject,
  deleteProjectPhoto,
  findProject,
  listProjects,
  updateProject,
} from "./projects.queries";
import type { SiteContentCache } from "./site-content";
import { deleteImagesIfUnused } from "./unused-images";
import { listSitePhotoSlots, resetSitePhoto, setSitePhoto } from "./site-photos.queries";

const PHOTO_LIMIT_MESSAGE = `A project has at most ${PROJECT_LIMITS.photosPerProject} photos; remove one to add another`;
/** The photo's description, sent as the text field `alt` beside the file. */
function altOf(req: Request): string {
  const result = photoAltSchema.safeParse(req.body ?? {});
  if (!result.success) throw new HttpError(400, "Please describe the photo", fieldErrors(result.error));
  return result.data.alt;
}

/** A /site-photos/<slot> path's slot, which may hold slashes ("fencing/hero-colorbond-fence"). */
function slotOf(req: Request): SitePhotoSlotKey {
  const parts = req.params.slot as unknown as string[] | string;
  const slot = Array.isArray(parts) ? parts.join("/") : parts;
  if (!isSitePhotoSlot(slot)) throw notFound("No such photo slot");
  return slot;
}

/**
 * Projects and site photos, which staff edit in /admin and the public pages show. Every write ends with
 * siteContent.invalidate(), so the next page rendered by any process shows it.
 */
/** A public photo's derivatives: AVIF and WebP at every width, made by the task queue. */
const PUBLIC_PHOTO = { variants: "all", maxPixels: MAX_IMAGE_PIXELS } as const;

export function showcaseRouter(db: AppDb, files: FileStore, siteContent: SiteContentCache): Router {
  const router = Router();
  const changed = () => siteContent.invalidate();

  router.get("/site-content", async (_req, res) => {
    res.json((await siteContent.snapshot()).content);
  });

  /** Published projects for anyone; ?all=1 gives staff every project, drafts included, with photo ids. */
  router.get("/projects", async (req, res, next) => {
    if (req.query.all !== undefined) return next();
    res.json((await siteContent.snapshot()).content.projects);
  });
  router.get("/projects", requireStaff, async (_req, res) => {
    res.json(await listProjects(db, { publishedOnly: false }));
  });

  router.post("/projects", requireStaff, async (req, res) => {
    const input = parseBody(req, projectSchema);
    const project = await audited(db, actorOf(req), async (tx, audit) => {
      const created = await createProject(tx, input);
      await audit({
        action: "project.create",
        targetType: "project",
        targetId: created.id,
        summary: `Added the project "${created.title}"`,
        after: input,
      });
      return created;
    });
    await changed();
    res.status(201).json(project);
  });

  router.patch("/projects/:id", requireStaff, async (req, res) => {
    const id = parseId(req.params.id, "project id");
    const changes = parseBody(req, projectUpdateSchema);
    if (changes.published) {
      const current = await findProject(db, id);
      if (current && current.photos.length === 0) throw new HttpError(409, "Add at least one photo before publishing the project");
    }
    const project = await audited(db, actorOf(req), async (tx, audit) => {
      const before = await findProject(tx, id);
      const updated = await updateProject(tx, id, changes);
      if (before && updated) {
        const fields = Object.keys(changes) as (keyof typeof changes)[];
        const diff = auditChanges(before as unknown as typeof changes, updated as unknown as typeof changes, fields);
        if (Object.keys(diff.after).length) {
          await audit({
            action: "project.update",
            targetType: "project",
            targetId: id,
            summary: `Changed the project "${updated.title}": ${Object.keys(diff.after).join(", ")}`,
            ...diff,
          });
        }
      }
      return updated;
    });
    if (!project) throw notFound("Project not found");
    await changed();
    res.json(project);
  });

  router.delete("/projects/:id", requireStaff, async (req, res) => {
    const id = parseId(req.params.id, "project id");
    const deleted = await audited(db, actorOf(req), async (tx, audit) => {
      const project = await findProject(tx, id);
      if (!project || !(await deleteProject(tx, files.within(tx), id))) return false;
      await audit({
        action: "project.delete",
        targetType: "project",
        targetId: id,
        summary: `Deleted the project "${project.title}" and its ${project.photos.length} photos`,
        before: { title: project.title, suburb: project.suburb, published: project.published },
      });
      return true;
    });
    if (!deleted) throw notFound("Project not found");
    await changed();
    res.status(204).end();
  });

  router.post("/projects/:id/photos", requireStaff, photoUpload(1), async (req, res) => {
    const id = parseId(req.params.id, "project id");
    const project = await findProject(db, id);
    if (!project) throw notFound("Project not found");
    // refused before the photo is processed; checked again, under a lock, when it is added
    if ((await countProjectPhotos(db, id)) >= PROJECT_LIMITS.photosPerProject) throw new HttpError(400, PHOTO_LIMIT_MESSAGE);
    const alt = altOf(req);
    const received = await receiveImage(files, uploadedPhotos(req)[0]!, "public", MAX_IMAGE_PIXELS);
    let image: StoredImage | undefined;
    const photo = await audited(db, actorOf(req), async (tx, audit) => {
      image = await recordReceivedImage(tx, received, PUBLIC_PHOTO);
      const added = await addProjectPhoto(tx, id, image, alt);
      if (!added) return undefined;
      await audit({
        action: "project.photo-add",
        targetType: "project",
        targetId: id,
        summary: `Added a photo to "${project.title}"`,
        after: { photo: added.src, alt },
      });
      return added;
    });
    if (!photo) {
      // another upload took the last place while this one was on its way: its image goes
      await deleteImagesIfUnused(db, files, [image!.id]);
      throw new HttpError(400, PHOTO_LIMIT_MESSAGE);
    }
    await changed();
    const answer: UploadedProjectPhoto = {
      id: photo.id,
      width: photo.width,
      height: photo.height,
      src: photo.src,
      alt: photo.alt,
      sources: pictureSources(photo),
      status: image!.state,
    };
    res.status(201).json(answer);
  });

  router.delete("/projects/:id/photos/:photoId", requireStaff, async (req, res) => {
    const projectId = parseId(req.params.id, "project id");
    const photoId = parseId(req.params.photoId, "photo id");
    const removed = await audited(db, actorOf(req), async (tx, audit) => {
      const photo = (await findProject(tx, projectId))?.photos.find((p) => p.id === photoId);
      if (!photo || !(await deleteProjectPhoto(tx, files.within(tx), projectId, photoId))) return false;
      await audit({
        action: "project.photo-delete",
        targetType: "project",
        targetId: projectId,
        summary: `Removed a photo of project ${projectId}`,
        before: { photo: photo.src, alt: photo.alt },
      });
      return true;
    });
    if (!removed) throw notFound("Photo not found");
    await changed();
    res.status(204).end();
  });

  router.get("/site-photos", async (_req, res) => {
    res.json(await listSitePhotoSlots(db));
  });

  router.put("/site-photos/*slot", requireStaff, photoUpload(1), async (req, res) => {
    const slot = slotOf(req);
    const alt = altOf(req);
    const received = await receiveImage(files, uploadedPhotos(req)[0]!, "public", MAX_IMAGE_PIXELS);
    await audited(db, actorOf(req), async (tx, audit) => {
      const image = await recordReceivedImage(tx, received, PUBLIC_PHOTO);
      await setSitePhoto(tx, files.within(tx), slot, image, alt);
      await audit({
        action: "site-photo.replace",
        targetType: "site-photo",
        targetId: slot,
        summary: `Replaced the picture "${slot}"`,
        after: { photo: received.key, alt },
      });
    });
    await changed();
    res.json((await listSitePhotoSlots(db)).find((state) => state.slot === slot));
  });

  router.delete("/site-photos/*slot", requireStaff, async (req, res) => {
    const slot = slotOf(req);
    await audited(db, actorOf(req), async (tx, audit) => {
      if (await resetSitePhoto(tx, files.within(tx), slot)) {
        await audit({ action: "site-photo.reset", targetType: "site-photo", targetId: slot, summary: `Put the drawing back in "${slot}"` });
      }
    });
    await changed();
    res.json((await listSitePhotoSlots(db)).find((state) => state.slot === slot));
  });

  return router;
}
