import { sql } from "drizzle-orm";
import { type AnyPgColumn, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, notNullText, rowId } from "./columns";
import { leadIdColumn } from "./leads";

// ---------- Tax invoices, their payments, and the bank statement lines matched to them ----------

/** The last number of each invoice series (INV, CN): taken under the row's lock, so numbers never repeat or skip. */
export const invoiceSequences = pgTable("invoice_sequences", {
  series: text("series").primaryKey(),
  last: integer("last").notNull(),
});

/** One line of a tax invoice: its amount includes GST. */
export interface InvoiceLine {
  description: string;
  quantity: number;
  amountCents: number;
}

/** The business as the invoice names it, fixed when it is issued. */
export interface InvoiceIssuer {
  licensedName: string;
  tradingName: string;
  abn: string;
  address: string;
  phone: string;
  email: string;
  /** false: not registered for GST, an "Invoice" without GST (absent on invoices issued before it was asked: they had GST) */
  gstRegistered?: boolean;
}

/**
 * Where the invoice asks to be paid, fixed when it is issued: a later change of the business's bank account (by
 * the Owner, or by someone who took over a session) never redirects money owed on invoices already sent.
 */
export interface InvoicePaymentDetails {
  accountName: string;
  bsb: string;
  accountNumber: string;
  payId: string;
  cardSurchargePercent: number;
}

export const NO_PAYMENT_DETAILS: InvoicePaymentDetails = {
  accountName: "",
  bsb: "",
  accountNumber: "",
  payId: "",
  cardSurchargePercent: 0,
};

/**
 * A tax invoice or a credit note. Never updated once issued (its link's hash aside): a mistake is fixed by a
 * credit note that references it. Kept for the tax record: a lead with invoices cannot be deleted.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: rowId(),
    leadId: leadIdColumn().notNull(),
    number: text("number").notNull().unique(),
    kind: text("kind").$type<"deposit" | "progress" | "final" | "credit">().notNull(),
    /** a claim's stage of the quote, from 1 */
    stage: integer("stage"),
    /** the accepted quote version an invoice is raised against */
    quoteVersionId: integer("quote_version_id"),
    creditOfId: integer("credit_of_id").references((): AnyPgColumn => invoices.id),
    issuedOn: date("issued_on", { mode: "string" }).notNull(),
    dueOn: date("due_on", { mode: "string" }).notNull(),
    lines: jsonb("lines").$type<InvoiceLine[]>().notNull(),
    totalCents: integer("total_cents").notNull(),
    gstCents: integer("gst_cents").notNull(),
    /** from $1,000 the buyer's name and the site, as the ATO asks; null below */
    buyerName: text("buyer_name"),
    siteAddress: text("site_address"),
    issuer: jsonb("issuer").$type<InvoiceIssuer>().notNull(),
    payment: jsonb("payment").$type<InvoicePaymentDetails>().default(NO_PAYMENT_DETAILS).notNull(),
    note: text("note"),
    /** the homeowner's link to the invoice, as its hash; set when the link is first written */
    tokenHash: text("token_hash").unique(),
    /** how many times staff sent a new link: the token is derived with it */
    linkGeneration: integer("link_generation").default(0).notNull(),
    createdBy: notNullText("created_by"),
    createdAt: createdAt(),
  },
  (t) => [
    index("invoices_lead_idx").on(t.leadId),
    index("invoices_issued_idx").on(t.issuedOn),
    check(
      "invoices_money_check",
      sql`(${t.kind} = 'credit' and ${t.totalCents} < 0 and ${t.creditOfId} is not null) or (${t.kind} <> 'credit' and ${t.totalCents} > 0 and ${t.creditOfId} is null)`,
    ),
  ],
);
export type Invoice = typeof invoices.$inferSelect;

/** The invoice a payment or a card checkout is for. */
const invoiceIdColumn = () =>
  integer("invoice_id")
    .references(() => invoices.id)
    .notNull();

/** Money received for an invoice (a refund is negative). A card payment is recorded once per Stripe payment. */
export const invoicePayments = pgTable(
  "invoice_payments",
  {
    id: rowId(),
    invoiceId: invoiceIdColumn(),
    amountCents: integer("amount_cents").notNull(),
    /** a card surcharge paid with it (not part of the invoice) */
    surchargeCents: integer("surcharge_cents").default(0).notNull(),
    paidOn: date("paid_on", { mode: "string" }).notNull(),
    method: text("method").$type<"bank" | "cash" | "card">().notNull(),
    note: text("note").default("").notNull(),
    stripePaymentIntent: text("stripe_payment_intent"),
    bankLineId: integer("bank_line_id"),
    /** a card payment the cardholder disputed: it counts as unpaid until the dispute is won */
    disputedAt: timestamp("disputed_at", { withTimezone: true }),
    recordedBy: notNullText("recorded_by"),
    createdAt: createdAt(),
  },
  (t) => [
    index("invoice_payments_invoice_idx").on(t.invoiceId),
    index("invoice_payments_paid_on_idx").on(t.paidOn),
    uniqueIndex("invoice_payments_one_per_card_payment")
      .on(t.stripePaymentIntent)
      .where(sql`${t.amountCents} > 0`),
    check("invoice_payments_amount_check", sql`${t.amountCents} <> 0`),
  ],
);

/** The Checkout Sessions made for invoices: what each must come back paid with. */
export const cardCheckouts = pgTable("card_checkouts", {
  sessionId: text("session_id").primaryKey(),
  invoiceId: invoiceIdColumn(),
  amountCents: integer("amount_cents").notNull(),
  surchargeCents: integer("surcharge_cents").notNull(),
  createdAt: createdAt(),
  /** when its webhook confirmed it paid: the page the payer returns to says "payment received" only from then */
  paidAt: timestamp("paid_at", { withTimezone: true }),
  /** Stripe's page to pay on, reused while the session is open */
  url: text("url"),
  /** when Stripe stops taking payment on it (60 minutes after it is made) */
  expiresAt: timestamp("expires_at", { withTimezone: true }),
  /** when we expired it through Stripe's API, because another amount was asked */
  expiredAt: timestamp("expired_at", { withTimezone: true }),
});

/**
 * A refund Stripe reported before the payment it refunds (webhooks come in any order): kept, and recorded the
 * moment the payment is.
 */
export const stripeEarlyRefunds = pgTable("stripe_early_refunds", {
  paymentIntent: text("payment_intent").primaryKey(),
  amountRefundedCents: integer("amount_refunded_cents").notNull(),
  eventId: notNullText("event_id"),
  receivedAt: createdAt(),
});

/** Every Stripe event taken, by its id: a delivery repeated records nothing twice. */
export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: notNullText("type"),
  outcome: notNullText("outcome"),
  receivedAt: createdAt(),
});

/** The credits of imported bank statements: one row per line, however often the statement is imported. */
export const bankStatementLines = pgTable(
  "bank_statement_lines",
  {
    id: rowId(),
    /** SHA-256 of the date, amount, description and balance: what makes a line the same line */
    lineKey: text("line_key").notNull().unique(),
    bookedOn: date("booked_on", { mode: "string" }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    description: notNullText("description"),
    balanceCents: integer("balance_cents"),
    state: text("state").$type<"matched" | "unmatched" | "ignored">().notNull(),
    invoiceId: integer("invoice_id").references(() => invoices.id),
    importedBy: notNullText("imported_by"),
    createdAt: createdAt(),
  },
  (t) => [index("bank_statement_lines_state_idx").on(t.state)],
);
