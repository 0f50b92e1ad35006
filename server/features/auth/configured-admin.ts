import type { Database } from "../../db/client";
import { ConfigError } from "../../env";
import type { Logger } from "../../logger";
import { endAllSessions } from "../../session";
import { passwordProblem } from "./password-strength";
import { createUserIfMissing, findUserByUsername, setPassword } from "./users.queries";

export interface ConfiguredAdmin {
  username: string;
  password: string;
  /** ADMIN_RESET_PASSWORD=1: set this password on an account that exists */
  resetPassword: boolean;
}

/** The password policy on ADMIN_PASSWORD; checked before the server opens its database, and again here. */
export function assertAdminPasswordAllowed(admin: Pick<ConfiguredAdmin, "username" | "password">): void {
  const problem = passwordProblem(admin.password, [admin.username]);
  if (problem) {
    throw new ConfigError(
      `ADMIN_PASSWORD is refused: ${problem} Set a longer passphrase, or unset ADMIN_USERNAME and ADMIN_PASSWORD and use npm run user:create.`,
    );
  }
}

/**
 * ADMIN_USERNAME and ADMIN_PASSWORD at start: the password passes the same policy as every password (or
 * the server does not start), the account is created if missing, and an existing account keeps the
 * password its owner chose unless ADMIN_RESET_PASSWORD=1 asks for a reset, which also ends its sessions.
 */
export async function ensureConfiguredAdmin({ db }: Database, admin: ConfiguredAdmin, logger: Logger): Promise<void> {
  assertAdminPasswordAllowed(admin);
  const existing = await findUserByUsername(db, admin.username);
  if (!existing) {
    // several processes may start at once on one database: the first creates it, the others find it made
    const created = await createUserIfMissing(db, admin.username, admin.password);
    logger.info(
      { username: admin.username },
      created ? "staff account from ADMIN_USERNAME created" : "staff account from ADMIN_USERNAME exists",
    );
  } else if (admin.resetPassword) {
    await setPassword(db, existing.id, admin.password);
    await endAllSessions(db, existing.id);
    logger.warn(
      { username: admin.username },
      "password of ADMIN_USERNAME reset from ADMIN_PASSWORD (ADMIN_RESET_PASSWORD); its sessions ended. Unset ADMIN_RESET_PASSWORD now.",
    );
  } else {
    logger.info(
      { username: admin.username },
      "staff account from ADMIN_USERNAME exists; its password is left as it is (ADMIN_RESET_PASSWORD=1 resets it)",
    );
  }
}
