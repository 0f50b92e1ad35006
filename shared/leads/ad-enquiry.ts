import { z } from "zod";
import { AD_SERVICE_OPTIONS, TEXT_LIMITS } from "../constants";
import { leadPhotoTokens } from "./lead-photos";
import { smsConsentField } from "../texts/text-consent";
import { emailAddress, fullName, phoneNumber } from "./quote-request";
import { optionValues } from "../option-values";

/** POST /api/ga-enquiry: the quote form of the Google Ads landing page (spec section 5). */
export const adEnquirySchema = z.object({
  name: fullName,
  email: emailAddress,
  phone: phoneNumber,
  service: z.enum(optionValues(AD_SERVICE_OPTIONS), "Please select a service"),
  message: z
    .string("Please provide some details about your project")
    .trim()
    .min(10, "Please provide some details about your project")
    .max(TEXT_LIMITS.message, `Must be ${TEXT_LIMITS.message} characters or fewer`),
  photos: leadPhotoTokens,
  smsConsent: smsConsentField,
});

export type AdEnquiryInput = z.input<typeof adEnquirySchema>;
export type AdEnquiry = z.output<typeof adEnquirySchema>;
