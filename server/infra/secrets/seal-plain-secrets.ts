import { and, eq, isNotNull, like, not } from "drizzle-orm";
import { appSettings, users } from "@shared/schema";
import type { AppDb } from "../../db/client";
import { VAPID_SETTING, type VapidKeys } from "../push/vapid-keys";
import type { SecretBox } from "./secret-box";

/**
 * At start: seals the secrets kept plain before SECRETS_KEY (TOTP secrets, the VAPID private key), each update
 * conditional on the plain value so two processes starting together seal it once; then checks that a sealed value
 * opens with this key, so a process with the wrong key refuses to start instead of failing every sign-in.
 */
export async function sealPlainSecrets(db: AppDb, secrets: SecretBox): Promise<void> {
  const plainTotp = await db
    .select({ id: users.id, secret: users.totpSecret })
    .from(users)
    .where(and(isNotNull(users.totpSecret), not(like(users.totpSecret, "v1.%"))));
  for (const { id, secret } of plainTotp) {
    await db
      .update(users)
      .set({ totpSecret: secrets.seal(secret!) })
      .where(and(eq(users.id, id), eq(users.totpSecret, secret!)));
  }
  const [vapid] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, VAPID_SETTING));
  if (vapid) {
    const pair = JSON.parse(vapid.value) as VapidKeys;
    if (!secrets.isSealed(pair.privateKey)) {
      const sealed = JSON.stringify({ ...pair, privateKey: secrets.seal(pair.privateKey) });
      await db
        .update(appSettings)
        .set({ value: sealed })
        .where(and(eq(appSettings.key, VAPID_SETTING), eq(appSettings.value, vapid.value)));
    } else {
      secrets.open(pair.privateKey);
    }
  }
  const [sample] = await db.select({ secret: users.totpSecret }).from(users).where(like(users.totpSecret, "v1.%")).limit(1);
  if (sample?.secret) secrets.open(sample.secret);
}
