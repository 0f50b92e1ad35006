import { z } from "zod";
import { BUDGET_OPTIONS, LENGTH_OPTIONS, TEXT_LIMITS, TIMELINE_OPTIONS } from "../constants";
import { smsConsentField } from "../texts/text-consent";
import { leadPhotoTokens } from "./lead-photos";
import { serviceSelection } from "../services-validation";
import { optionValues } from "../option-values";

const tooLong = (max: number) => `Must be ${max} characters or fewer`;

export const fullName = z
  .string("Full name is required")
  .trim()
  .min(2, "Full name is required")
  .max(TEXT_LIMITS.name, tooLong(TEXT_LIMITS.name));

export const phoneNumber = z
  .string("Please enter a valid phone number")
  .trim()
  .min(10, "Please enter a valid phone number")
  .max(TEXT_LIMITS.phone, "Please enter a valid phone number");

export const emailAddress = z
  .string("Please enter a valid email address")
  .trim()
  .max(TEXT_LIMITS.email, "Please enter a valid email address")
  .pipe(z.email("Please enter a valid email address"));

/** POST /api/contact: the main quote form (spec section 5). */
export const quoteRequestSchema = z.object({
  name: fullName,
  phone: phoneNumber,
  email: emailAddress,
  service: serviceSelection("Please select at least one service"),
  length: z.enum(optionValues(LENGTH_OPTIONS), "Please select project length/area"),
  location: z
    .string("Project location is required")
    .trim()
    .min(2, "Project location is required")
    .max(TEXT_LIMITS.location, tooLong(TEXT_LIMITS.location)),
  timeline: z.enum(optionValues(TIMELINE_OPTIONS), "Please select your preferred timeline"),
  budget: z.enum(optionValues(BUDGET_OPTIONS), "Please select your estimated budget"),
  photos: leadPhotoTokens,
  smsConsent: smsConsentField,
});

export type QuoteRequestInput = z.input<typeof quoteRequestSchema>;
export type QuoteRequest = z.output<typeof quoteRequestSchema>;
