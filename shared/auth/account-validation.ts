import { z } from "zod";
import { TEXT_LIMITS } from "../constants";
import { ACCOUNT_ROLES } from "./roles";
import { hourlyCostSchema } from "../costs/costs-api";
import { emailAddress } from "../leads/quote-request";

/** An address as accounts keep it: trimmed and lower-case, so "Jo@Example.com" and "jo@example.com" are one person. */
export const accountEmail = emailAddress.transform((email) => email.toLowerCase());

const role = z.enum(ACCOUNT_ROLES, "Choose Owner, Staff or Crew");

/** POST /api/accounts/invite (Owner) */
export const inviteSchema = z.object({ email: accountEmail, role });
export type InviteInput = z.input<typeof inviteSchema>;

/** PATCH /api/accounts/:id (Owner) */
/** The name homeowners see for a crew member ("" clears it). */
const firstName = z
  .string("Enter the first name")
  .trim()
  .max(40, "A first name is at most 40 characters")
  .refine((name) => /^[\p{L}\p{M}' .-]*$/u.test(name), "Use letters, spaces, hyphens and apostrophes only");

export const accountUpdateSchema = z
  .object({
    role: role.optional(),
    disabled: z.boolean("Disabled is true or false").optional(),
    firstName: firstName.optional(),
    ...hourlyCostSchema.partial().shape,
  })
  .refine((update) => (update.hourlyCostCents === undefined) === (update.hourlyCostFrom === undefined), {
    message: "Send the hourly cost with the day it applies from",
    path: ["hourlyCostFrom"],
  })
  .refine(
    (update) =>
      update.role !== undefined || update.disabled !== undefined || update.firstName !== undefined || update.hourlyCostCents !== undefined,
    "Send a role, disabled, a first name or an hourly cost",
  );
export type AccountUpdateInput = z.input<typeof accountUpdateSchema>;

/** A one-time link's token, as the link carries it. */
const linkToken = z.string("This link is not valid").regex(/^[A-Za-z0-9_-]{32,64}$/, "This link is not valid");

const newPassword = z
  .string("Please choose a password")
  .min(1, "Please choose a password")
  .max(TEXT_LIMITS.password, "The password is too long");

export const USERNAME_PATTERN = /^[a-z0-9][a-z0-9._-]{2,39}$/;
const username = z
  .string("Please choose a username")
  .trim()
  .toLowerCase()
  .regex(USERNAME_PATTERN, "3 to 40 characters: lower-case letters, digits, dots, dashes or underscores");

/** POST /api/auth/invite/accept: the invited person chooses their username and password. */
export const acceptInviteSchema = z.object({ token: linkToken, username, password: newPassword });
export type AcceptInviteInput = z.input<typeof acceptInviteSchema>;

/** POST /api/auth/forgot */
export const forgotPasswordSchema = z.object({ email: accountEmail });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

/** POST /api/auth/reset */
export const resetPasswordSchema = z.object({ token: linkToken, password: newPassword });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** What POST /api/auth/forgot answers, whether or not the address has an account. */
export const FORGOT_PASSWORD_ANSWER =
  "If that address belongs to a staff account, a link to choose a new password is on its way. It works for one hour.";

/** PUT /api/auth/email: a staff member's own address, confirmed with their password. */
const currentPassword = z
  .string("Please enter your current password")
  .min(1, "Please enter your current password")
  .max(TEXT_LIMITS.password, "The password is too long");

export const emailChangeSchema = z.object({ email: accountEmail, currentPassword });
export type EmailChangeInput = z.input<typeof emailChangeSchema>;

/** A six-digit code from the authenticator app, or a recovery code (xxxxx-xxxxx). */
const twoStepCode = z
  .string("Enter the code from your authenticator app")
  .trim()
  .transform((code) => code.replace(/\s+/g, "").toLowerCase())
  .pipe(z.string().regex(/^(\d{6}|[a-z0-9]{5}-?[a-z0-9]{5})$/, "Enter the 6-digit code from your authenticator app, or a recovery code"));

export const twoStepCodeSchema = z.object({ code: twoStepCode });
export type TwoStepCodeInput = z.input<typeof twoStepCodeSchema>;

/**
 * POST /api/auth/totp/setup and DELETE /api/auth/totp: the password, and while two-step sign-in is on, a current
 * code from the app or a recovery code, so a session alone can never replace or remove the second factor.
 */
export const twoStepProofSchema = z.object({ currentPassword, currentCode: twoStepCode.optional() });
export type TwoStepProofInput = z.input<typeof twoStepProofSchema>;

/** PUT /api/auth/two-step-rule (Owner): every account must use two-step sign-in. */
export const twoStepRuleSchema = z.object({ required: z.boolean("Required is true or false") });
