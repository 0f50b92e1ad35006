import { z } from "zod";
import { calendarDay } from "../calendar/calendar-day";
import { daysBetween } from "../calendar/durations";

const isoDay = (message: string) => calendarDay({ required: message });

export const cleanText = (label: string, max: number) =>
  z
    .string(`Enter ${label}`)
    .trim()
    .max(max, `${label[0]!.toUpperCase()}${label.slice(1)} is at most ${max} characters`)
    .refine((text) => !/[\p{Cc}]/u.test(text.replace(/[\n\r\t]/g, "")), "Please remove the invalid character");

/** At most this many working days for one stage's booking, and for one weather shift. */
export const MAX_STAGE_DAYS = 20;
export const MAX_SHIFT_DAYS = 20;
export const MAX_STAGE_PHOTOS = 5;
/** A schedule read covers at most this many days (a few weeks of calendar). */
export const MAX_SCHEDULE_RANGE_DAYS = 62;

const crewName = cleanText("the crew's name", 60).pipe(z.string().min(1, "Enter the crew's name"));
const colour = z.string("Choose a colour").regex(/^#[0-9a-fA-F]{6}$/, "A colour is written #rrggbb, e.g. #1d6f42");
const members = z
  .array(z.number("Choose members from the staff").int().positive(), "Choose members from the staff")
  .max(20, "A crew has at most 20 members")
  .transform((ids) => [...new Set(ids)]);

/** POST /api/crews */
export const crewSchema = z.object({ name: crewName, colour, members: members.default([]) });
export type CrewInput = z.input<typeof crewSchema>;

/** PATCH /api/crews/:id */
export const crewUpdateSchema = z
  .object({ name: crewName.optional(), colour: colour.optional(), members: members.optional() })
  .refine((change) => Object.values(change).some((value) => value !== undefined), "Send a name, colour or members");
export type CrewUpdateInput = z.input<typeof crewUpdateSchema>;

/** GET /api/jobs?from&to */
export const scheduleRangeSchema = z
  .object({ from: isoDay("Give from as YYYY-MM-DD"), to: isoDay("Give to as YYYY-MM-DD") })
  .refine((range) => range.from <= range.to, { path: ["to"], message: "To must be on or after from" })
  .refine((range) => daysBetween(range.from, range.to) < MAX_SCHEDULE_RANGE_DAYS, {
    path: ["to"],
    message: `Ask for at most ${MAX_SCHEDULE_RANGE_DAYS} days at a time`,
  });

/** POST /api/jobs: a job for a Won lead without an online quote; its stages as staff name them. */
export const newJobSchema = z.object({
  leadId: z.number("Choose the lead").int().positive("Choose the lead"),
  stages: z
    .array(z.object({ description: cleanText("the stage", 200).pipe(z.string().min(1, "Describe the stage")) }), "Name the stages")
    .max(20, "A job has at most 20 stages")
    .optional(),
});
export type NewJobInput = z.input<typeof newJobSchema>;

/** POST /api/jobs/:id/bookings */
export const bookingSchema = z.object({
  stage: z.number("Choose the stage").int("Choose the stage").min(1, "Choose the stage"),
  crewId: z.number("Choose the crew").int("Choose the crew").positive("Choose the crew"),
  startDay: isoDay("Choose the first day, e.g. 2026-12-01"),
  days: z
    .number("Enter the number of working days")
    .int("Use whole days")
    .min(1, "At least 1 day")
    .max(MAX_STAGE_DAYS, `At most ${MAX_STAGE_DAYS} working days`),
  /** what the crew brings and gets ready, shown in the crew app ("" goes back to the kind's usual list) */
  prepare: cleanText("what to bring and prepare", 500).optional(),
});
export type BookingInput = z.input<typeof bookingSchema>;

/** POST /api/schedule/shift: a rain day moves every booking from that day on, forward only. */
export const shiftSchema = z.object({
  fromDay: isoDay("Choose the day, e.g. 2026-12-01"),
  workingDays: z
    .number("Enter the number of working days")
    .int("Use whole days")
    .min(1, "Move by at least 1 working day")
    .max(MAX_SHIFT_DAYS, `Move by at most ${MAX_SHIFT_DAYS} working days`),
  crewId: z.number("Choose the crew").int().positive().optional(),
  preview: z.boolean().optional(),
});
export type ShiftInput = z.input<typeof shiftSchema>;

/** POST /api/jobs/:id/stages/:stage/done: the note beside the photos (multipart). */
export const stageDoneSchema = z.object({ note: cleanText("the note", 1000).default("") });
