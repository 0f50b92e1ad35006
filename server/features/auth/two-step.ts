import { createHash, randomInt } from "node:crypto";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import { generateSecret, generateURI, verify } from "otplib";
import QRCode from "qrcode";
import { recoveryCodes, users } from "@shared/schema";
import type { AppDb } from "../../db/client";

/*
 * Two-step sign-in with an authenticator app: TOTP (RFC 6238, 30-second steps, six digits, SHA-1: what every
 * authenticator app reads from a QR code), through otplib.
 */

/** A code is accepted from the step before to the step after the server's clock (phones drift). */
const EPOCH_TOLERANCE_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;

export const newTotpSecret = () => generateSecret();

/** The otpauth:// address an authenticator app reads, and its QR code as an SVG. */
export async function totpEnrolment(secret: string, issuer: string, account: string) {
  const otpauthUrl = generateURI({ issuer, label: account, secret });
  const qrSvg = await QRCode.toString(otpauthUrl, { type: "svg", errorCorrectionLevel: "M", margin: 1 });
  return { secret, otpauthUrl, qrSvg };
}

/**
 * Whether `code` is the account's code now (a step either side allowed), and never one already used: a code
 * is refused at or before the step of the last accepted one, so a code seen over a shoulder cannot be replayed.
 */
export async function checkTotp(secret: string, code: string, lastStep: number | null, epochSeconds = Math.floor(Date.now() / 1000)) {
  const result = await verify({
    secret,
    token: code,
    epoch: epochSeconds,
    epochTolerance: EPOCH_TOLERANCE_SECONDS,
    ...(lastStep !== null ? { afterTimeStep: lastStep } : {}),
  });
  return result.valid && "timeStep" in result ? { valid: true as const, timeStep: result.timeStep } : { valid: false as const };
}

const hashCode = (code: string) => createHash("sha256").update(code.replace("-", "").toLowerCase()).digest("hex");
const CODE_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const randomCode = () => {
  const chars = Array.from({ length: 10 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
};

/** Turns two-step sign-in on with a confirmed secret, and makes ten fresh recovery codes (shown once, kept hashed). */
export async function enableTwoStep(tx: AppDb, userId: number, secret: string, timeStep: number): Promise<string[]> {
  await tx.update(users).set({ totpSecret: secret, totpEnabledAt: new Date(), totpLastStep: timeStep }).where(eq(users.id, userId));
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, randomCode);
  await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashCode(code) })));
  return codes;
}

/** Turns two-step sign-in off: the secret, the replay guard and every recovery code go. */
export async function disableTwoStep(tx: AppDb, userId: number): Promise<void> {
  await tx.update(users).set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null }).where(eq(users.id, userId));
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

/**
 * Moves the account's last accepted step forward: the replay guard. One statement, so of two requests carrying
 * the same code at the same moment only one moves it; the other is refused.
 */
export async function acceptTotpStep(tx: AppDb, userId: number, timeStep: number): Promise<boolean> {
  const rows = await tx
    .update(users)
    .set({ totpLastStep: timeStep })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, timeStep))))
    .returning({ id: users.id });
  return rows.length === 1;
}

/** Uses one recovery code of the account; false when it is not one of its unused codes. */
export async function spendRecoveryCode(tx: AppDb, userId: number, code: string): Promise<boolean> {
  const used = await tx
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, hashCode(code)), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return used.length === 1;
}
