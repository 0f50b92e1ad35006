import { PROJECT_LIMITS } from "@shared/showcase/project-validation";
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import { projectLocation } from "@shared/showcase/project-location";
import type { StaffProject, StaffProjectPhoto } from "@shared/showcase/projects-api";
import type { PublicProject } from "@shared/showcase/site-content";
import { images, projectPhotos, projects, type StoredImage } from "@shared/schema";
import type { ProjectUpdate } from "@shared/showcase/project-validation";
import type { AppDb } from "../../db/client";
import type { FileStore } from "../../infra/files/file-store";
import { shownImage } from "../../infra/images/image-store";
import { deleteImagesIfUnused } from "./unused-images";

type NewProject = Omit<typeof projects.$inferInsert, "id" | "position" | "published" | "createdAt" | "updatedAt">;

async function photosOf(db: AppDb, projectIds: readonly number[]) {
  if (projectIds.length === 0) return new Map<number, StaffProjectPhoto[]>();
  const rows = await db
    .select({ photo: projectPhotos, image: images })
    .from(projectPhotos)
    .innerJoin(images, eq(images.id, projectPhotos.imageId))
    .where(inArray(projectPhotos.projectId, [...projectIds]))
    .orderBy(asc(projectPhotos.position), asc(projectPhotos.id));
  const byProject = new Map<number, StaffProjectPhoto[]>();
  for (const { photo, image } of rows) {
    byProject.set(photo.projectId, [
      ...(byProject.get(photo.projectId) ?? []),
      { id: photo.id, status: image.state, ...shownImage(image, photo.alt) },
    ]);
  }
  return byProject;
}

/** Every project in the gallery's order (staff), or the published ones only (anyone). */
export async function listProjects(db: AppDb, { publishedOnly }: { publishedOnly: boolean }): Promise<StaffProject[]> {
  const rows = await db
    .select()
    .from(projects)
    .where(publishedOnly ? eq(projects.published, true) : undefined)
    .orderBy(asc(projects.position), desc(projects.id));
  const photos = await photosOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, location: projectLocation(row.suburb), photos: photos.get(row.id) ?? [] }));
}

/** What the public sees of a project: not its position, state or photos' ids. */
export function toPublicProject(project: StaffProject): PublicProject {
  const { id, title, suburb, location, service, description, completedOn } = project;
  // a photo shows once the task queue has made its sizes
  const photos = project.photos.filter((photo) => photo.status === "ready").map(({ id: _id, status: _status, ...photo }) => photo);
  return { id, title, suburb, location, service, description, completedOn, photos };
}

export async function findProject(db: AppDb, id: number): Promise<StaffProject | undefined> {
  const [row] = await db.select().from(projects).where(eq(projects.id, id));
  if (!row) return undefined;
  const photos = await photosOf(db, [id]);
  return { ...row, location: projectLocation(row.suburb), photos: photos.get(id) ?? [] };
}

/** Puts the project at `position` in the gallery's order (0 is first) and numbers the others around it. */
async function moveProject(tx: AppDb, id: number, position: number) {
  const order = (await tx.select({ id: projects.id }).from(projects).orderBy(asc(projects.position), desc(projects.id))).map(
    (row) => row.id,
  );
  const others = order.filter((other) => other !== id);
  others.splice(Math.min(position, others.length), 0, id);
  for (const [index, projectId] of others.entries()) {
    await tx.update(projects).set({ position: index }).where(eq(projects.id, projectId));
  }
}

/** A new project goes first in the gallery, unpublished until staff publish it. */
export async function createProject(db: AppDb, input: NewProject): Promise<StaffProject> {
  const id = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as AppDb;
    await tx.update(projects).set({ position: sql`${projects.position} + 1` });
    const [row] = await tx
      .insert(projects)
      .values({ ...input, position: 0, published: false })
      .returning({ id: projects.id });
    return row!.id;
  });
  return (await findProject(db, id))!;
}

export async function updateProject(db: AppDb, id: number, { position, ...fields }: ProjectUpdate): Promise<StaffProject | undefined> {
  const found = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as AppDb;
    const [row] = await tx
      .update(projects)
      .set({ ...fields, updatedAt: sql`now()` })
      .where(eq(projects.id, id))
      .returning({ id: projects.id });
    if (!row) return false;
    if (position !== undefined) await moveProject(tx, id, position);
    return true;
  });
  return found ? findProject(db, id) : undefined;
}

/** Deletes the project and its photos; undefined when there was no such project. */
export async function deleteProject(db: AppDb, files: FileStore, id: number): Promise<true | undefined> {
  const imageIds = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as AppDb;
    const [row] = await tx.delete(projects).where(eq(projects.id, id)).returning({ id: projects.id });
    if (!row) return undefined;
    const removed = await tx.delete(projectPhotos).where(eq(projectPhotos.projectId, id)).returning({ imageId: projectPhotos.imageId });
    return removed.map((photo) => photo.imageId);
  });
  if (!imageIds) return undefined;
  await deleteImagesIfUnused(db, files, imageIds);
  return true;
}

export async function countProjectPhotos(db: AppDb, projectId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(projectPhotos).where(eq(projectPhotos.projectId, projectId));
  return row?.n ?? 0;
}

/**
 * Adds a stored image as the project's last photo, in the caller's transaction: the project row is locked and its
 * photos counted under that lock, so of two uploads at once only one can be the twelfth. Undefined when the project
 * is gone or already has PROJECT_LIMITS.photosPerProject photos.
 */
export async function addProjectPhoto(db: AppDb, projectId: number, image: StoredImage, alt: string) {
  const [project] = await db.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId)).for("update");
  if (!project || (await countProjectPhotos(db, projectId)) >= PROJECT_LIMITS.photosPerProject) return undefined;
  const [photo] = await db
    .insert(projectPhotos)
    .values({
      projectId,
      imageId: image.id,
      alt,
      position: sql`(select coalesce(max(${projectPhotos.position}) + 1, 0) from ${projectPhotos} where ${projectPhotos.projectId} = ${projectId})`,
    })
    .returning();
  await db
    .update(projects)
    .set({ updatedAt: sql`now()` })
    .where(eq(projects.id, projectId));
  return { id: photo!.id, ...shownImage(image, alt) };
}

/** Removes one photo of a project; undefined when the project has no such photo. */
export async function deleteProjectPhoto(db: AppDb, files: FileStore, projectId: number, photoId: number): Promise<true | undefined> {
  const [removed] = await db
    .delete(projectPhotos)
    .where(and(eq(projectPhotos.id, photoId), eq(projectPhotos.projectId, projectId)))
    .returning({ imageId: projectPhotos.imageId });
  if (!removed) return undefined;
  await deleteImagesIfUnused(db, files, [removed.imageId]);
  return true;
}
