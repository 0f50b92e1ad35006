import { z } from "zod";
import { SERVICE_OPTIONS } from "../constants";
import { seqLocalities } from "../service-area/localities";
import { DAY_MS } from "../calendar/durations";

export const PROJECT_LIMITS = { title: 120, description: 600, alt: 250, photosPerProject: 12 } as const;

const localityNames = () => new Set(seqLocalities().map((locality) => locality.name));

const isoDay = z
  .string("Please enter the date the job was finished")
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Please enter the date the job was finished")
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), "Please enter the date the job was finished");

/** POST /api/projects: a completed project. Published separately, once it has its photos. */
export const projectSchema = z.object({
  title: z
    .string("Please give the project a title")
    .trim()
    .min(3, "Please give the project a title")
    .max(PROJECT_LIMITS.title, `Titles are at most ${PROJECT_LIMITS.title} characters`),
  suburb: z
    .string("Please choose the suburb from the list")
    .trim()
    .refine((suburb) => localityNames().has(suburb), "Please choose the suburb from the list"),
  service: z.enum(SERVICE_OPTIONS, "Please choose the service"),
  description: z
    .string("Please describe the project")
    .trim()
    .min(10, "Please describe the project in a sentence or two")
    .max(PROJECT_LIMITS.description, `Descriptions are at most ${PROJECT_LIMITS.description} characters`),
  completedOn: isoDay.refine(
    (day) => day <= new Date(Date.now() + DAY_MS).toISOString().slice(0, 10),
    "The date the job was finished cannot be in the future",
  ),
});
export type ProjectInput = z.input<typeof projectSchema>;

/** PATCH /api/projects/:id: any of the fields, published, and the project's place in the gallery (0 is first). */
export const projectUpdateSchema = projectSchema.partial().extend({
  published: z.boolean("Published is true or false").optional(),
  position: z
    .number("Position must be a number")
    .int("Position must be a whole number")
    .min(0, "Position starts at 0")
    .max(10_000)
    .optional(),
});
export type ProjectUpdate = z.input<typeof projectUpdateSchema>;

export const ALT_TEXT_HINT =
  'Describe what the photo shows for someone who cannot see it, e.g. "Charcoal sleeper wall holding a lawn above a paved path".';

/** The text field `alt` sent beside a photo (projects and site photos). */
export const photoAltSchema = z.object({
  alt: z
    .string("Please describe the photo")
    .trim()
    .min(5, "Please describe the photo in a few words")
    .max(PROJECT_LIMITS.alt, `Photo descriptions are at most ${PROJECT_LIMITS.alt} characters`),
});
