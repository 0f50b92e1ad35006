/**
 * The one list of reasons a review may be declined (rejected or unpublished). The zod schemas, the
 * server, the admin dialog and the public "How we moderate reviews" policy all read it. No zod here:
 * the public pages import it.
 */
export const MODERATION_REASONS = [
  { code: "spam", label: "Spam or advertising", description: "it advertises another business or product, or is automated spam" },
  {
    code: "offensive",
    label: "Offensive or abusive language",
    description: "it contains abusive, threatening, discriminatory or obscene language",
  },
  {
    code: "personal-information",
    label: "Personal information",
    description: "it gives someone's private details, such as a phone number, email or home address",
  },
  { code: "not-about-us", label: "Not about our work", description: "it is about a different business or a job we did not do" },
  {
    code: "conflict-of-interest",
    label: "A suspected conflict of interest",
    description: "it appears to be written by a competitor, an employee or someone paid or rewarded for it",
  },
  { code: "other", label: "Other", description: "another reason, which we record in writing" },
] as const;

export type ModerationReasonCode = (typeof MODERATION_REASONS)[number]["code"];

export const MODERATION_REASON_CODES = MODERATION_REASONS.map((reason) => reason.code) as [ModerationReasonCode, ...ModerationReasonCode[]];

/** The label of a stored reason code; a code that is no longer listed is shown as stored. */
export const moderationReasonLabel = (code: string): string => MODERATION_REASONS.find((reason) => reason.code === code)?.label ?? code;

export const LOW_RATING_NOTE = "A low rating is never a reason to decline a review.";

export const REVIEW_REPLY_MAX = 2000;
export const MODERATION_NOTE_MAX = 1000;

/** Audit actions; reply changes keep the review's state as both fromState and toState. */
export const REVIEW_AUDIT_ACTIONS = {
  approve: "approve",
  reject: "reject",
  unpublish: "unpublish",
  republish: "republish",
  replySet: "reply-set",
  replyEdit: "reply-edit",
  replyDelete: "reply-delete",
} as const;
export type ReviewAuditAction = (typeof REVIEW_AUDIT_ACTIONS)[keyof typeof REVIEW_AUDIT_ACTIONS];

/** The public policy, on /share-experience and in /privacy-policy. */
export const MODERATION_POLICY = {
  title: "How we moderate reviews",
  paragraphs: [
    "Every review is read by our team before it appears on this website. We publish every genuine review about our work, whatever its rating: a one-star review is published just like a five-star one, and we never edit what you wrote.",
    "We may decline a review, or take down one already published, only for one of these reasons:",
  ],
  closing:
    "We record who made each decision, when, and why. We may reply to a review in public; our reply is shown under it, marked as our response.",
} as const;

/** "Spam or advertising: it advertises another business...", the policy's list items. */
export const moderationPolicyItems = (): string[] => MODERATION_REASONS.map((reason) => `${reason.label}: ${reason.description}.`);
