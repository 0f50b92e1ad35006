import type { AccountRole } from "./roles";

/** Answers of the staff accounts' endpoints, as the server sends them and the staff screens read them. */

/** An account in GET /api/accounts, and PATCH /api/accounts/:id's answer. */
export interface AccountRow {
  id: number;
  username: string;
  /** the name homeowners see (a crew member's), "" until set */
  firstName: string;
  email: string | null;
  role: AccountRole;
  disabled: boolean;
  lastSignInAt: string | null;
  twoStepEnabled: boolean;
  createdAt: string;
  /** the loaded hourly cost from each day on, oldest first (the Owner's only: the accounts list is theirs) */
  hourlyCosts: { from: string; cents: number }[];
}

/** An invitation not yet accepted, in GET /api/accounts, and POST /api/accounts/invite's answer. */
export interface InvitationRow {
  id: number;
  email: string;
  role: AccountRole;
  expiresAt: string;
  createdAt: string;
}

/** GET /api/accounts */
export interface AccountList {
  accounts: AccountRow[];
  invitations: InvitationRow[];
}

/** GET and PUT /api/auth/two-step-rule: whether every account must sign in with a second step. */
export interface TwoStepRule {
  required: boolean;
}

/** One of GET /api/auth/sessions: a device signed in to this account. */
export interface SignedInDevice {
  /** a hash of the session id, never the id itself */
  id: string;
  browser: string;
  signedInAt: string | null;
  /** roughly when it was last used: the idle timeout counts back from the session's expiry */
  lastActiveAt: string;
  /** the device asking */
  current: boolean;
}

/** POST /api/auth/totp/setup: the secret to add to an authenticator app, as text and as a QR code. */
export interface TotpEnrolment {
  secret: string;
  otpauthUrl: string;
  qrSvg: string;
}

/** POST /api/auth/totp/confirm: the ten recovery codes, shown once. */
export interface RecoveryCodes {
  recoveryCodes: string[];
}

/** A change confirmed in words (password changed, link sent, signed out elsewhere). */
export interface MessageAnswer {
  message: string;
}

/** PUT /api/auth/email */
export interface EmailChanged extends MessageAnswer {
  email: string;
}

/** POST /api/auth/reset and /api/auth/invite/accept: the account the link was for. */
export interface AccountLinkUsed extends MessageAnswer {
  username: string;
}
