/**
 * The roles of an account: an Owner also manages accounts, business details and settings, and reads the audit log;
 * Staff work the leads, quotes and schedule; Crew use only the crew app (/crew) and never see money.
 */
export const ACCOUNT_ROLES = ["owner", "staff", "crew"] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/** The roles of the staff area (/admin): every role but Crew. */
export const STAFF_AREA_ROLES = ["owner", "staff"] as const satisfies readonly AccountRole[];

export const ROLE_LABELS: Record<AccountRole, string> = { owner: "Owner", staff: "Staff", crew: "Crew" };

export const isCrewRole = (role: AccountRole) => role === "crew";
