import { sql } from "drizzle-orm";
import { boolean, check, index, integer, json, pgTable, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { ACCOUNT_ROLES, type AccountRole } from "../auth/roles";
import { createdAt, notNullText, rowId } from "./columns";

export const users = pgTable(
  "users",
  {
    id: rowId(),
    username: text("username").notNull().unique(),
    /** argon2id hash, never the password itself */
    password: notNullText("password"),
    role: text("role").$type<AccountRole>().default("staff").notNull(),
    /** where invitations, reset links and alerts go; stored lower-case */
    email: text("email").unique(),
    /** a disabled account cannot sign in and has no session; its history stays */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
    /** the authenticator app's shared secret (base32), once two-step sign-in is confirmed */
    totpSecret: text("totp_secret"),
    totpEnabledAt: timestamp("totp_enabled_at", { withTimezone: true }),
    /** the RFC 6238 time step of the last code accepted: a code of that step or earlier is never taken again */
    totpLastStep: integer("totp_last_step"),
    /** the name homeowners see (the crew coming is "Sam", never a username) */
    firstName: text("first_name"),
    /** the staff member's own mobile, in E.164, for the texts they asked for */
    mobile: text("mobile"),
    /** "Text me when a lead waits" */
    leadWaitingTexts: boolean("lead_waiting_texts").default(false).notNull(),
    createdAt: createdAt(),
  },
  (t) => [check("users_role_check", sql`${t.role} in (${sql.raw(ACCOUNT_ROLES.map((r) => `'${r}'`).join(", "))})`)],
);

/** Two-step sign-in's recovery codes: ten, shown once, kept as hashes, each good for one sign-in. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: rowId(),
    userId: integer("user_id").notNull(),
    codeHash: notNullText("code_hash"),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("recovery_codes_user_idx").on(t.userId)],
);

/** One-time links sent to staff by email: an invitation (72 hours) or a password reset (1 hour). The token is kept as a hash. */
export const accountLinks = pgTable(
  "account_links",
  {
    id: rowId(),
    purpose: text("purpose").$type<"invite" | "reset">().notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    email: notNullText("email"),
    /** the account a reset is for; an invitation's account does not exist yet */
    userId: integer("user_id"),
    /** the role an invitation gives */
    role: text("role").$type<AccountRole>(),
    createdById: integer("created_by_id"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("account_links_email_idx").on(t.email, t.purpose)],
);

/** express-session rows, in the shape connect-pg-simple reads and writes. */
export const sessions = pgTable(
  "session",
  {
    sid: varchar("sid").primaryKey(),
    sess: json("sess").notNull(),
    expire: timestamp("expire", { precision: 6 }).notNull(),
  },
  (t) => [index("IDX_session_expire").on(t.expire)],
);

/** Server-generated settings that every process on this database must share (the session secret). */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: notNullText("value"),
});

export type User = typeof users.$inferSelect;
