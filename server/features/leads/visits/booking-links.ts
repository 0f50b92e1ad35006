import type { AppDb } from "../../../db/client";
import { leadOfLink, newLeadLink } from "../lead-links";

/** The homeowner's booking page: where the link points, on the site's address. */
export const bookingPath = (token: string) => `/book/${token}`;

/** A new private booking link for the lead, answered once: in the POST answer and the receipt. */
export const newBookingLink = (tx: AppDb, leadId: number): Promise<string> => newLeadLink(tx, leadId, "booking");

/** The lead a booking token belongs to, or undefined (unknown, or tampered with). */
export const leadOfBookingToken = (db: AppDb, token: string) => leadOfLink(db, "booking", token);
