import { hash, type Options, verify } from "@node-rs/argon2";

/** argon2id with OWASP's minimum parameters: 19 MiB memory, 2 iterations, 1 lane. */
// algorithm 2 is Argon2id (the library's const enum cannot be imported under isolatedModules).
const ARGON2_OPTIONS: Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const MIN_PASSWORD_LENGTH = 12;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

// Verified against when the username does not exist, so both failures take the same time.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  const target = storedHash ?? (await (dummyHash ??= hashPassword("not-a-real-password-0000")));
  try {
    const ok = await verify(target, password);
    return ok && storedHash !== undefined;
  } catch {
    return false;
  }
}
