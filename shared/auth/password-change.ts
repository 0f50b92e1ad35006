import { z } from "zod";
import { TEXT_LIMITS } from "../constants";

export const PASSWORD_CHANGE_MESSAGES = {
  currentMissing: "Please enter your current password",
  currentWrong: "Your current password is not correct",
  newMissing: "Please enter a new password",
  tooLong: "The password is too long",
  sameAsCurrent: "The new password must differ from the current one",
  changed: "Password changed. Every other session of yours has been signed out.",
} as const;

/** POST /api/auth/password: the signed-in staff member's own password. Strength is judged by the server. */
export const passwordChangeSchema = z.object({
  currentPassword: z
    .string(PASSWORD_CHANGE_MESSAGES.currentMissing)
    .min(1, PASSWORD_CHANGE_MESSAGES.currentMissing)
    .max(TEXT_LIMITS.password, PASSWORD_CHANGE_MESSAGES.tooLong),
  newPassword: z
    .string(PASSWORD_CHANGE_MESSAGES.newMissing)
    .min(1, PASSWORD_CHANGE_MESSAGES.newMissing)
    .max(TEXT_LIMITS.password, PASSWORD_CHANGE_MESSAGES.tooLong),
});

export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;
