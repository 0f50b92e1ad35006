import { z } from "zod";
import { optionValues } from "../option-values";
import { EXCAVATOR_ACCESS } from "./visit-api";

export const SLOT_MESSAGE = "Please choose one of the times offered";

/** A window's start as the booking form sends it: ISO 8601 with Brisbane's +10:00. */
const slot = z.string(SLOT_MESSAGE).regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?\+10:00$/, SLOT_MESSAGE);

const excavatorAccess = z
  .enum(optionValues(EXCAVATOR_ACCESS), "Please choose an answer from the list")
  .optional()
  .or(z.literal("").transform(() => undefined));

/** The booking page's form (urlencoded, also sent by staff as JSON): the window and what saves the visit. */
export const visitBookingSchema = z.object({
  slot,
  address: z
    .string("Please enter the street address for the visit")
    .trim()
    .min(5, "Please enter the street address for the visit")
    .max(200, "The address is at most 200 characters"),
  excavatorAccess,
  parking: z.string().trim().max(300, "At most 300 characters").optional(),
});
export type VisitBookingInput = z.input<typeof visitBookingSchema>;

const minute = (label: string) =>
  z
    .number(`${label} must be a time`)
    .int()
    .min(0)
    .max(24 * 60);

/** PUT /api/visit-windows: the whole weekly pattern (staff). */
export const visitPatternSchema = z.object({
  windows: z
    .array(
      z
        .object({
          weekday: z.number("Choose a day").int().min(1, "Choose a day").max(7, "Choose a day"),
          startMinute: minute("Start"),
          endMinute: minute("End"),
          capacity: z.number("How many visits fit?").int("Use a whole number").min(1, "At least 1 visit").max(20, "At most 20 visits"),
        })
        .refine((window) => window.endMinute >= window.startMinute + 30, {
          message: "A window ends at least 30 minutes after it starts",
          path: ["endMinute"],
        }),
    )
    .max(70, "At most 70 windows a week"),
});
export type VisitPatternInput = z.input<typeof visitPatternSchema>;

/** POST /api/days-off (staff): a day with no visits (leave, weather, a show day). */
export const dayOffSchema = z.object({
  day: z.string("Choose a date").regex(/^\d{4}-\d{2}-\d{2}$/, "Choose a date"),
  note: z.string().trim().max(120, "At most 120 characters").optional(),
});
export type DayOffInput = z.input<typeof dayOffSchema>;
