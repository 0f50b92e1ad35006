import { createHash } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { type Invoice, invoices } from "@shared/schema";
import type { AppDb } from "../../db/client";
import type { SecretBox } from "../../infra/secrets/secret-box";
import { keepReplacedLink } from "../leads";

/**
 * An invoice's private link, /invoice/<token>: one per invoice, reused by every email about it. Like the lead's
 * lasting links, the token is derived from the invoice under SECRETS_KEY and only its hash is kept.
 */
const hash = (token: string) => createHash("sha256").update(token).digest("hex");
const TOKEN = /^[A-Za-z0-9_-]{32}$/;

/** An invoice link stops working this long after the invoice is settled (paid or credited); never while money is owed. */
export const INVOICE_LINK_DAYS_AFTER_SETTLED = 90;

/** The token of a generation (the first keeps the derivation links always had). */
const tokenOf = (secrets: SecretBox, invoiceId: number, generation: number) =>
  secrets.derive("invoice-link", invoiceId, ...(generation > 0 ? [generation] : [])).slice(0, 32);

export async function invoiceToken(
  db: AppDb,
  secrets: SecretBox,
  invoice: Pick<Invoice, "id" | "tokenHash" | "linkGeneration">,
): Promise<string> {
  const token = tokenOf(secrets, invoice.id, invoice.linkGeneration);
  if (!invoice.tokenHash) {
    await db
      .update(invoices)
      .set({ tokenHash: hash(token) })
      .where(and(eq(invoices.id, invoice.id), isNull(invoices.tokenHash)));
  }
  return token;
}

export const invoicePath = (token: string) => `/invoice/${token}`;

/** Ends the invoice's link at once (its address then says a new one was sent) and makes the next one. */
export async function renewInvoiceLink(tx: AppDb, secrets: SecretBox, invoice: Invoice): Promise<void> {
  await keepReplacedLink(tx, invoice.tokenHash ?? hash(tokenOf(secrets, invoice.id, invoice.linkGeneration)), "invoice");
  const generation = invoice.linkGeneration + 1;
  await tx
    .update(invoices)
    .set({ linkGeneration: generation, tokenHash: hash(tokenOf(secrets, invoice.id, generation)) })
    .where(eq(invoices.id, invoice.id));
}

/** An invoice's link as an email writes it: its path and number. */
export async function invoiceLinkOf(db: AppDb, secrets: SecretBox, invoiceId: number) {
  const invoice = await db.query.invoices.findFirst({ where: eq(invoices.id, invoiceId) });
  return invoice && { path: invoicePath(await invoiceToken(db, secrets, invoice)), number: invoice.number };
}

/** The invoice a token opens, or undefined (unknown, altered, or never sent). */
export async function invoiceOfToken(db: AppDb, token: string): Promise<Invoice | undefined> {
  if (!TOKEN.test(token)) return undefined;
  const invoice = await db.query.invoices.findFirst({ where: eq(invoices.tokenHash, hash(token)) });
  return invoice;
}
