import { z } from "zod";
import { SEQ_COUNCILS } from "../service-area/seq-localities";
import { emailAddress } from "./quote-request";

/** An Australian number as people write it: a landline (02, 03, 07, 08), a mobile (04), or 13/1300/1800. */
const australianPhone = z
  .string("Please enter a phone number")
  .trim()
  .max(30, "Please enter a phone number")
  .refine((text) => /^[\d\s()+-]+$/.test(text), "Use digits, spaces and brackets only")
  .refine((text) => {
    const digits = text.replace(/\D/g, "").replace(/^61/, "0");
    return /^0[23478]\d{8}$/.test(digits) || /^1[38]00\d{6}$/.test(digits) || /^13\d{4}$/.test(digits);
  }, "Enter an Australian number, e.g. (07) 5550 0123 or 0491 570 006");

const httpsUrl = z
  .string("Please enter the page's address")
  .trim()
  .max(300, "The address is too long")
  .pipe(z.url({ protocol: /^https$/, error: "Enter the full address, starting https://" }));

const text = (label: string, max: number) =>
  z.string(`Please enter the ${label}`).trim().min(1, `Please enter the ${label}`).max(max, `The ${label} is at most ${max} characters`);

/** PUT /api/business-profile (Owner): the business's details as every page, email and the JSON-LD show them. */
export const businessDetailsSchema = z.object({
  name: text("trading name", 80),
  licensedName: text("licensed name", 120),
  // QBCC licence numbers are numbers of up to seven digits (older ones are shorter)
  qbccLicenceNumber: z
    .string("Please enter the QBCC licence number")
    .trim()
    .regex(/^\d{5,8}$/, "A QBCC licence number is 5 to 8 digits, e.g. 1500000"),
  qbccLicenceClass: z.string().trim().max(120, "The licence class is at most 120 characters"),
  phone: australianPhone,
  mobile: australianPhone,
  email: emailAddress,
  hours: text("business hours", 80),
  responseHours: z.number("Please enter a number of hours").int("Use whole hours").min(1, "At least 1 hour").max(72, "At most 72 hours"),
  streetAddress: z.string().trim().max(200, "The address is at most 200 characters"),
  facebookUrl: httpsUrl,
  instagramUrl: httpsUrl,
  googleReviewUrl: httpsUrl.optional().or(z.literal("")).default(""),
  serviceArea: text("service area in words", 120),
  serviceCouncils: z
    .array(z.enum(SEQ_COUNCILS, "Choose councils from the list"), "Choose at least one council")
    .min(1, "Choose at least one council")
    .max(SEQ_COUNCILS.length),
});

export type BusinessDetailsInput = z.input<typeof businessDetailsSchema>;
