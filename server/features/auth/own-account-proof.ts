import { PASSWORD_CHANGE_MESSAGES } from "@shared/auth/password-change";
import type { AppDb } from "../../db/client";
import { HttpError } from "../../http-error";
import type { SecretBox } from "../../infra/secrets/secret-box";
import { verifyPassword } from "./passwords";
import { acceptTotpStep, checkTotp, spendRecoveryCode } from "./two-step";
import { findAccountById, findPasswordHash } from "./users.queries";

/** A change to one's own account asks for the current password first: a 400 on that field when it is wrong. */
export async function confirmCurrentPassword(db: AppDb, userId: number, currentPassword: string): Promise<void> {
  if (!(await verifyPassword(await findPasswordHash(db, userId), currentPassword))) {
    throw new HttpError(400, PASSWORD_CHANGE_MESSAGES.currentWrong, { currentPassword: PASSWORD_CHANGE_MESSAGES.currentWrong });
  }
}

/**
 * The account's second factor: a code from its app (never one already used: the replay guard moves forward) or
 * one of its unused recovery codes (used up). Which one it was, or undefined when neither (or it has none).
 */
export async function checkSecondFactor(
  db: AppDb,
  secrets: SecretBox,
  account: { id: number; totpSecret: string | null; totpLastStep: number | null },
  code: string,
): Promise<"two-step" | "recovery-code" | undefined> {
  if (!account.totpSecret) return undefined;
  if (/^\d{6}$/.test(code)) {
    const result = await checkTotp(secrets.reveal(account.totpSecret), code, account.totpLastStep);
    return result.valid && (await acceptTotpStep(db, account.id, result.timeStep)) ? "two-step" : undefined;
  }
  return (await spendRecoveryCode(db, account.id, code)) ? "recovery-code" : undefined;
}

export const CURRENT_CODE_MESSAGES = {
  missing: "Enter the current code from your authenticator app, or a recovery code",
  wrong: "That code is not right. Enter the current code from your authenticator app, or a recovery code.",
} as const;

/** Replacing or removing the second factor: the password, and while it is on, a current code (or a recovery code). */
export async function confirmTwoStepProof(
  db: AppDb,
  secrets: SecretBox,
  user: { id: number; twoStepEnabled: boolean },
  proof: { currentPassword: string; currentCode?: string | undefined },
): Promise<void> {
  await confirmCurrentPassword(db, user.id, proof.currentPassword);
  if (!user.twoStepEnabled) return;
  if (!proof.currentCode) throw new HttpError(400, CURRENT_CODE_MESSAGES.missing, { currentCode: CURRENT_CODE_MESSAGES.missing });
  const account = await findAccountById(db, user.id);
  if (!account || !(await checkSecondFactor(db, secrets, account, proof.currentCode)))
    throw new HttpError(400, CURRENT_CODE_MESSAGES.wrong, { currentCode: CURRENT_CODE_MESSAGES.wrong });
}
