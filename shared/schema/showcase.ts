import { boolean, date, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, notNullText, rowId } from "./columns";

// ---------- Projects and site photos: the business's own pictures, edited in /admin ----------

export const projects = pgTable(
  "projects",
  {
    id: rowId(),
    title: notNullText("title"),
    suburb: notNullText("suburb"),
    service: notNullText("service"),
    description: notNullText("description"),
    completedOn: date("completed_on", { mode: "string" }).notNull(),
    published: boolean("published").default(false).notNull(),
    /** the gallery's order, ascending; a new project goes first */
    position: integer("position").default(0).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [index("projects_position_idx").on(t.published, t.position)],
);

export const projectPhotos = pgTable(
  "project_photos",
  {
    id: rowId(),
    projectId: integer("project_id").notNull(),
    imageId: integer("image_id").notNull(),
    alt: notNullText("alt"),
    position: integer("position").default(0).notNull(),
  },
  (t) => [index("project_photos_project_idx").on(t.projectId, t.position)],
);

/** A photo slot of the public pages (shared/showcase/site-photo-slots.ts) that staff replaced; without a row, its drawing shows. */
export const sitePhotos = pgTable("site_photos", {
  slot: text("slot").primaryKey(),
  imageId: integer("image_id").notNull(),
  alt: notNullText("alt"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).defaultNow().notNull(),
  /** a replacement the task queue is still making: the slot keeps its photo until this one is ready */
  pendingImageId: integer("pending_image_id"),
  pendingAlt: text("pending_alt"),
});

export type Project = typeof projects.$inferSelect;
export type ProjectPhoto = typeof projectPhotos.$inferSelect;
