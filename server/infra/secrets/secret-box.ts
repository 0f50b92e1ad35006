import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";

/*
 * Secrets at rest (TOTP secrets, the VAPID private key) sealed with AES-256-GCM under SECRETS_KEY, a key that never
 * lives in the database: a stolen dump alone opens nothing. A sealed value reads "v1.<iv>.<tag>.<ciphertext>"
 * (base64url), so a plain value from before is told apart and sealed at the next start.
 */

const PREFIX = "v1.";

export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
  isSealed(value: string): boolean;
  /**
   * A value as it reads: opened when sealed, as it is when plain (kept before SECRETS_KEY, or written by a process of
   * the version before during a rolling update; the next start seals it).
   */
  reveal(value: string): string;
  /** a keyed hash (HMAC-SHA-256, base64url) for values derived from the key, such as homeowner links */
  derive(...parts: (string | number)[]): string;
}

export class SecretsKeyMismatch extends Error {}

const TAG_BYTES = 16;

export function secretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error("SECRETS_KEY must be 32 bytes");
  const encryptionKey = createHmac("sha256", key).update("encrypt").digest();
  const derivationKey = createHmac("sha256", key).update("derive").digest();
  function open(sealed: string): string {
    const [iv, tag, body] = sealed
      .slice(PREFIX.length)
      .split(".")
      .map((part) => Buffer.from(part, "base64url"));
    if (!sealed.startsWith(PREFIX) || !iv || !tag || !body) throw new Error("not a sealed value");
    // GCM would take a tag cut to 4 bytes, and a short tag can be forged by trying: only the full 16 bytes open it
    if (tag.length !== TAG_BYTES || iv.length !== 12) throw new Error("not a sealed value");
    try {
      const decipher = createDecipheriv("aes-256-gcm", encryptionKey, iv, { authTagLength: TAG_BYTES });
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
    } catch {
      throw new SecretsKeyMismatch("A secret does not open with this SECRETS_KEY: it was sealed with another key");
    }
  }
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", encryptionKey, iv);
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return `${PREFIX}${[iv, cipher.getAuthTag(), body].map((part) => part.toString("base64url")).join(".")}`;
    },
    open,
    isSealed: (value) => value.startsWith(PREFIX),
    reveal: (value) => (value.startsWith(PREFIX) ? open(value) : value),
    derive: (...parts) => createHmac("sha256", derivationKey).update(parts.map(String).join("\u0000")).digest("base64url"),
  };
}
