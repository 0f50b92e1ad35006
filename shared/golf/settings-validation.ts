import { z } from "zod";
import { TEXT_LIMITS } from "../constants";
import { requiredText } from "../text-fields";
import { golfToday } from "./price-validation";

const source = requiredText("Source is required", TEXT_LIMITS.shortText);
const takenOn = z.iso.date("Please enter a date as YYYY-MM-DD");
const decimals = (places: number) => (n: number) => Math.abs(Math.round(n * 10 ** places) - n * 10 ** places) < 1e-6;

const setting = <T extends z.ZodType<number>>(value: T) => z.object({ value, source, takenOn });

/** PUT /api/golf/settings: every setting with its value, source and date (the rate joins the rate history on its day). */
export const golfSettingsSchema = z.object({
  exchangeRate: setting(
    z
      .number("Exchange rate must be a number")
      .finite("Exchange rate must be a number")
      .gt(0, "Exchange rate must be above 0")
      .max(5, "Exchange rate must be at most 5 US$ per A$1")
      .refine(decimals(6), "Exchange rate can have at most 6 decimal places"),
  ).extend({
    // the rate joins the rate history on its day, which holds no day after today
    takenOn: takenOn.refine((day) => day <= golfToday(), "That date is in the future"),
  }),
  generalDutyRate: setting(
    z
      .number("Duty rate must be a number")
      .finite("Duty rate must be a number")
      .min(0, "Duty rate must be between 0 and 100")
      .max(100, "Duty rate must be between 0 and 100")
      .refine(decimals(2), "Duty rate can have at most 2 decimal places"),
  ),
  importProcessingCharge: setting(
    z
      .number("Charge must be a number")
      .finite("Charge must be a number")
      .min(0, "Charge cannot be negative")
      .max(1e6, "Charge is too large")
      .refine(decimals(2), "Charge can have at most 2 decimal places"),
  ),
});

export type GolfSettingsInput = z.input<typeof golfSettingsSchema>;
