/** The two roles of the staff area: an Owner also manages accounts, business details and settings, and reads the audit log. */
export const STAFF_ROLES = ["owner", "staff"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<StaffRole, string> = { owner: "Owner", staff: "Staff" };
