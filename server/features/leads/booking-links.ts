import type { AppDb } from "../../db/client";
import type { SecretBox } from "../../infra/secrets/secret-box";
import { leadLink, leadOfLink } from "./lead-links";

/** The homeowner's booking page: where the link points, on the site's address. */
export const bookingPath = (token: string) => `/book/${token}`;

/** The lead's private booking link (the same one in the POST answer, the receipt and every visit email). */
export const bookingLink = (db: AppDb, secrets: SecretBox, leadId: number): Promise<string> => leadLink(db, secrets, leadId, "booking");

/** The lead a booking token belongs to, or undefined (unknown, or tampered with). */
export const leadOfBookingToken = (db: AppDb, token: string) => leadOfLink(db, "booking", token);
