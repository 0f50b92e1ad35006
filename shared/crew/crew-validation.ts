import { z } from "zod";
import { calendarDay } from "../calendar/calendar-day";
import { isoWeekday } from "../calendar/brisbane-time";
import { cleanText } from "../jobs/job-validation";
import { MAX_CHECKLIST_ITEMS, MAX_OPS_PER_SYNC } from "./crew-words";

const opId = z.uuid("Each change needs its id (a UUID made on the phone)");
const at = z.iso.datetime({ offset: true, message: "Give the phone's time as ISO 8601" });
const jobId = z.number("Name the job").int().positive("Name the job");
const stage = z.number("Name the stage").int("Name the stage").min(1, "Name the stage");
const members = z.array(z.number().int().positive(), "Name the members").min(1, "Name at least one member").max(20).optional();
const reasonKey = z
  .string()
  .trim()
  .regex(/^[a-z0-9-]{1,40}$/, "Choose one of the reasons");

const base = { opId, at, jobId };

/** One change made on a phone, as POST /api/crew/sync takes it. */
export const crewOpSchema = z.discriminatedUnion(
  "type",
  [
    z.object({
      ...base,
      type: z.literal("clock-on"),
      stage,
      members,
      /** the member read the stage's safe work method statement (asked first where holes go deeper than 1.5 m) */
      swmsAcknowledged: z.boolean().optional(),
    }),
    z.object({ ...base, type: z.literal("clock-off"), stage, members, unchargedReason: reasonKey.optional() }),
    z.object({ ...base, type: z.literal("check"), itemId: z.number("Name the checklist item").int().positive() }),
    z.object({
      ...base,
      type: z.literal("material"),
      item: cleanText("the material", 120).pipe(z.string().min(1, "Name the material")),
      quantity: z.number("Enter the quantity").positive("Enter a quantity above 0").max(1_000_000, "That quantity is too large"),
      unit: cleanText("the unit", 30).pipe(z.string().min(1, "Enter the unit")),
    }),
    z.object({ ...base, type: z.literal("note"), stage, text: cleanText("the note", 2000).pipe(z.string().min(1, "Write the note")) }),
    z.object({ ...base, type: z.literal("stage-done"), stage }),
  ],
  "Unknown kind of change",
);
export type CrewOp = z.infer<typeof crewOpSchema>;

/** POST /api/crew/sync: each op is checked on its own, so one bad op does not hold back the rest. */
export const crewSyncSchema = z.object({
  ops: z.array(z.unknown(), "Send the changes as a list").max(MAX_OPS_PER_SYNC, `Send at most ${MAX_OPS_PER_SYNC} changes at a time`),
});

/** POST /api/crew/photos' fields beside the photo (multipart, so numbers come as text). */
export const crewPhotoSchema = z.object({
  opId,
  jobId: z.coerce.number("Name the job").int().positive("Name the job"),
  stage: z.coerce.number("Name the stage").int().min(1, "Name the stage"),
  takenAt: at,
  itemId: z.coerce.number().int().positive().optional(),
});

/** POST /api/crew/jobs/:jobId/sign-off */
export const signOffSchema = z.object({
  opId,
  at,
  signerName: cleanText("your name", 100).pipe(z.string().min(2, "Type your name")),
  signature: z
    .string("Sign with your finger")
    .max(400_000, "The signature is too large")
    .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/, "Sign with your finger"),
});

/** PUT /api/checklists/:kind (Owner) */
export const checklistTemplateSchema = z.object({
  items: z
    .array(
      z.object({
        text: cleanText("the item", 200).pipe(z.string().min(1, "Write the item")),
        photoRequired: z.boolean().default(false),
      }),
      "List the items",
    )
    .max(MAX_CHECKLIST_ITEMS, `A checklist has at most ${MAX_CHECKLIST_ITEMS} items`),
});
export type ChecklistTemplateInput = z.input<typeof checklistTemplateSchema>;

/** PUT /api/uncharged-reasons (Owner): the Owner's own reasons beside the built-in ones. */
export const unchargedReasonsSchema = z.object({
  reasons: z
    .array(z.object({ label: cleanText("the reason", 40).pipe(z.string().min(2, "Write the reason")) }), "List the reasons")
    .max(20, "At most 20 reasons of your own"),
});

/** GET /api/time-entries.csv?week=YYYY-MM-DD (a Monday) */
export const timeWeekSchema = z.object({
  week: calendarDay({ required: "Give the week's Monday as YYYY-MM-DD" }).refine((day) => isoWeekday(day) === 1, "Give a Monday"),
});
