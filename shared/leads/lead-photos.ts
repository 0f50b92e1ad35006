import { z } from "zod";
import { UPLOAD_LIMITS } from "../showcase/image-limits";

/**
 * The tokens of the site photos a visitor uploaded with the form (POST /api/lead-photos answered them), sent
 * with the quote request so the server attaches those photos to the lead.
 */
export const leadPhotoTokens = z
  .array(
    z.string("Photos must be sent with the form").regex(/^[A-Za-z0-9_-]{20,64}$/, "A photo could not be matched; please add it again"),
    "Photos must be sent with the form",
  )
  .max(UPLOAD_LIMITS.photosPerLead, `Send at most ${UPLOAD_LIMITS.photosPerLead} photos`)
  .optional();

/** POST /api/lead-photos answers each photo's token, in the order sent. */
export interface LeadPhotoUploadAnswer {
  photos: { token: string; name: string }[];
}
