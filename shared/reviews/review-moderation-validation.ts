import { z } from "zod";
import { requiredText } from "../text-fields";
import { MODERATION_NOTE_MAX, MODERATION_REASON_CODES, REVIEW_REPLY_MAX } from "./review-moderation";

export const REASON_REQUIRED_MESSAGE = "Please choose a reason";
export const OTHER_NOTE_REQUIRED_MESSAGE = "Please describe the reason";

/** PATCH /api/reviews/:id/reject and /unpublish: a listed reason, and a note when the reason is "other". */
export const moderationDecisionSchema = z
  .object({
    reason: z.enum(MODERATION_REASON_CODES, REASON_REQUIRED_MESSAGE),
    note: z
      .string("Note must be text")
      .trim()
      .max(MODERATION_NOTE_MAX, `Note must be ${MODERATION_NOTE_MAX} characters or fewer`)
      .optional()
      .default(""),
  })
  .refine((decision) => decision.reason !== "other" || decision.note.length > 0, {
    message: OTHER_NOTE_REQUIRED_MESSAGE,
    path: ["note"],
  });

export type ModerationDecisionInput = z.input<typeof moderationDecisionSchema>;
export type ModerationDecision = z.output<typeof moderationDecisionSchema>;

/** PUT /api/reviews/:id/reply. */
export const reviewReplySchema = z.object({
  text: requiredText("Reply is required", REVIEW_REPLY_MAX, `Reply must be ${REVIEW_REPLY_MAX} characters or fewer`),
});

export type ReviewReplyInput = z.input<typeof reviewReplySchema>;
