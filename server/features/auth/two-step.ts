import { createHash, randomBytes, randomInt, scrypt, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
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

const normalised = (code: string) => code.replace("-", "").toLowerCase();
const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

/** A recovery code as kept: "s1$<salt>$<scrypt of the code>", a salt of its own per code, so no table of codes fits all. */
async function hashCode(code: string): Promise<string> {
  const salt = randomBytes(16);
  return `s1$${salt.toString("base64url")}$${(await scryptAsync(normalised(code), salt, 32)).toString("base64url")}`;
}

/** Whether a kept hash is this code's (codes kept before salts were unsalted SHA-256, and still count once). */
async function isCodeOf(kept: string, code: string): Promise<boolean> {
  const [version, salt, hash] = kept.split("$");
  if (version === "s1" && salt && hash) {
    const expected = Buffer.from(hash, "base64url");
    const actual = await scryptAsync(normalised(code), Buffer.from(salt, "base64url"), expected.length);
    return timingSafeEqual(expected, actual);
  }
  return kept === createHash("sha256").update(normalised(code)).digest("hex");
}
const CODE_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const randomCode = () => {
  const chars = Array.from({ length: 10 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
};

/** Turns two-step sign-in on with a confirmed secret, and makes ten fresh recovery codes (shown once, kept hashed). */
export async function enableTwoStep(tx: AppDb, userId: number, sealedSecret: string, timeStep: number): Promise<string[]> {
  await tx.update(users).set({ totpSecret: sealedSecret, totpEnabledAt: new Date(), totpLastStep: timeStep }).where(eq(users.id, userId));
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, randomCode);
  const hashes = await Promise.all(codes.map(hashCode));
  await tx.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
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

/**
 * Uses one recovery code of the account; false when it is not one of its unused codes. Marking it used is one
 * conditional statement, so of two requests with the same code only one succeeds.
 */
export async function spendRecoveryCode(tx: AppDb, userId: number, code: string): Promise<boolean> {
  const unused = await tx
    .select({ id: recoveryCodes.id, codeHash: recoveryCodes.codeHash })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  for (const kept of unused) {
    if (!(await isCodeOf(kept.codeHash, code))) continue;
    const used = await tx
      .update(recoveryCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(recoveryCodes.id, kept.id), isNull(recoveryCodes.usedAt)))
      .returning({ id: recoveryCodes.id });
    return used.length === 1;
  }
  return false;
}
