import { createHash } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { type Invoice, invoices } from "@shared/schema";
import type { AppDb } from "../../db/client";
import type { SecretBox } from "../../infra/secrets/secret-box";

/**
 * An invoice's private link, /invoice/<token>: one per invoice, reused by every email about it. Like the lead's
 * lasting links, the token is derived from the invoice under SECRETS_KEY and only its hash is kept.
 */
const hash = (token: string) => createHash("sha256").update(token).digest("hex");
const TOKEN = /^[A-Za-z0-9_-]{32}$/;

/** An invoice link stops working this long after the invoice is settled (paid or credited); never while money is owed. */
export const INVOICE_LINK_DAYS_AFTER_SETTLED = 90;

export async function invoiceToken(db: AppDb, secrets: SecretBox, invoice: Pick<Invoice, "id" | "tokenHash">): Promise<string> {
  const token = secrets.derive("invoice-link", invoice.id).slice(0, 32);
  if (!invoice.tokenHash) {
    await db
      .update(invoices)
      .set({ tokenHash: hash(token) })
      .where(and(eq(invoices.id, invoice.id), isNull(invoices.tokenHash)));
  }
  return token;
}

export const invoicePath = (token: string) => `/invoice/${token}`;

/** The invoice a token opens, or undefined (unknown, altered, or never sent). */
export async function invoiceOfToken(db: AppDb, token: string): Promise<Invoice | undefined> {
  if (!TOKEN.test(token)) return undefined;
  const invoice = await db.query.invoices.findFirst({ where: eq(invoices.tokenHash, hash(token)) });
  return invoice;
}
