import { createHash } from "node:crypto";
import { desc } from "drizzle-orm";
import type { Logger } from "pino";
import { type BusinessProfile, type EditedBusinessDetails, withEditedDetails } from "@shared/business-profile";
import { type InvoicingDetails, invoicingOf } from "@shared/invoicing-details";
import { businessDetails } from "@shared/schema";
import type { AppDb, Database } from "../../db/client";
import { createSharedCache } from "../../infra/shared-cache";

export interface BusinessProfileSnapshot {
  profile: BusinessProfile;
  /** the ABN, bank account and invoice terms: for invoices only, never in a public page */
  invoicing: InvoicingDetails;
  /** changes whenever the profile does: part of the key of every server render */
  version: string;
  /** who last saved the details in /admin, and when; null while the environment's values stand */
  changedBy: string | null;
  changedAt: string | null;
}

/** The newest saved details, or none. */
export async function latestBusinessDetails(db: AppDb) {
  const [row] = await db.select().from(businessDetails).orderBy(desc(businessDetails.id)).limit(1);
  return row;
}

/**
 * The business profile every page, email and the JSON-LD read: the environment's values with the details the
 * Owner saved in /admin laid over them. Read once and served from memory; a save calls invalidate(), which
 * every process hears, so the next request anywhere shows it with no restart.
 */
export function createBusinessProfileCache(
  database: Database,
  fromEnvironment: BusinessProfile,
  logger: Logger,
  invoicingFromEnvironment: Partial<InvoicingDetails> = {},
) {
  async function load(): Promise<BusinessProfileSnapshot> {
    const row = await latestBusinessDetails(database.db);
    const profile = row ? withEditedDetails(fromEnvironment, row.details as Partial<EditedBusinessDetails>) : fromEnvironment;
    return {
      profile,
      invoicing: invoicingOf(row?.details as Partial<EditedBusinessDetails> | undefined, invoicingFromEnvironment),
      version: createHash("sha256").update(JSON.stringify(profile)).digest("base64url").slice(0, 16),
      changedBy: row?.changedBy ?? null,
      changedAt: row?.createdAt.toISOString() ?? null,
    };
  }
  const cache = createSharedCache(database, "business_profile_changed", load, logger);
  return {
    ...cache,
    /** the profile now; the environment's while the database cannot be read, so pages still render */
    async current(): Promise<BusinessProfile> {
      return (await cache.snapshot().catch(() => undefined))?.profile ?? fromEnvironment;
    },
    /** the invoicing details now (the defaults while the database cannot be read) */
    async invoicing(): Promise<InvoicingDetails> {
      return (await cache.snapshot()).invoicing;
    },
  };
}

export type BusinessProfileCache = ReturnType<typeof createBusinessProfileCache>;
/** What features are given to read the profile with. */
export type CurrentBusiness = () => Promise<BusinessProfile>;
/** The business as invoices are issued by it, read when one is issued. */
export interface InvoicingContext {
  business: BusinessProfile;
  invoicing: InvoicingDetails;
}
/** What features that issue invoices are given to read the business and its invoicing details with. */
export type CurrentInvoicing = () => Promise<InvoicingContext>;
