import { createHash } from "node:crypto";
import type { BusinessProfile } from "@shared/business-profile";
import { quoteTotals } from "@shared/quotes/quote-math";
import type { QuoteContractor, QuoteLine, QuoteVersion } from "@shared/schema";
import type { QuoteContent } from "@shared/quotes/quote-validation";

/** The contractor as a quote states it: the business profile's licensed name, licence, phone, email and address. */
export const contractorOf = (business: BusinessProfile): QuoteContractor => ({
  licensedName: business.licensedName,
  tradingName: business.name,
  qbccLicence: business.qbccLicence,
  phone: business.phone.display,
  email: business.email,
  address: business.streetAddress,
});

/** A version's stored content: the lines with their amounts, and every total in cents. */
export function versionContent(content: QuoteContent) {
  const totals = quoteTotals(content.lines, content.depositPercent);
  const lines: QuoteLine[] = content.lines.map((line, i) => ({
    ...line,
    quantity: String(line.quantity),
    amountCents: totals.lineCents[i]!,
  }));
  return {
    totals,
    values: {
      lines,
      scope: content.scope,
      exclusions: content.exclusions,
      startDate: content.startDate ?? null,
      completionDate: content.completionDate ?? null,
      validDays: content.validDays,
      depositPercent: content.depositPercent,
      stages: content.stages.map(({ description, amountCents, labourHours }) =>
        labourHours === undefined ? { description, amountCents } : { description, amountCents, labourHours },
      ),
      runs: content.runs ?? [],
      subtotalCents: totals.subtotalCents,
      gstCents: totals.gstCents,
      totalCents: totals.totalCents,
      depositCents: totals.depositCents,
    },
  };
}

/**
 * SHA-256 of exactly what a version says (its number, lines, money, dates, terms and the contractor), in a fixed
 * key order: an acceptance is recorded with it, so it proves which words were accepted.
 */
export function versionHash(version: QuoteVersion): string {
  const canonical = JSON.stringify([
    version.quoteId,
    version.version,
    version.lines.map((l) => [l.description, l.quantity, l.unit, l.unitPriceCents, l.amountCents]),
    version.scope,
    version.exclusions,
    version.startDate,
    version.completionDate,
    version.validDays,
    version.depositPercent,
    version.stages.map((s) => [s.description, s.amountCents]),
    [version.subtotalCents, version.gstCents, version.totalCents, version.depositCents],
    [
      version.contractor.licensedName,
      version.contractor.tradingName,
      version.contractor.qbccLicence,
      version.contractor.phone,
      version.contractor.email,
      version.contractor.address,
    ],
    version.sentAt?.toISOString() ?? null,
    version.expiresAt?.toISOString() ?? null,
  ]);
  return createHash("sha256").update(canonical).digest("hex");
}
