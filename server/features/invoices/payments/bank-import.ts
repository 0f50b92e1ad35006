import { eq } from "drizzle-orm";
import type { BankImportAnswer } from "@shared/invoices/invoice-api";
import { invoiceNumberIn } from "@shared/invoices/invoice-math";
import { bankStatementLines, type Invoice } from "@shared/schema";
import type { AppDb } from "../../../db/client";
import { type StatementLine, statementLineKey } from "./bank-statement";
import { recordPayment } from "../invoice-actions";
import { findInvoice, moneyOf } from "../invoices.queries";
import { owedCents } from "../invoice-ledger";

/**
 * Records a statement's credits in the caller's transaction. Each line is kept by its key, so a line already
 * imported (an overlapping export) records nothing again. A credit is paid to an invoice only when its
 * description holds that invoice's number and it is no more than the invoice owes: anyone can put a number in a
 * transfer's description, so an overpayment or a stranger's transfer waits for staff to match or ignore. Debits
 * are the business's own spending: skipped.
 */
export async function importStatement(tx: AppDb, lines: readonly StatementLine[], by: string): Promise<BankImportAnswer> {
  const answer: BankImportAnswer = { matched: [], unmatched: [], alreadyImported: 0 };
  for (const line of lines) {
    if (line.amountCents <= 0) continue;
    const number = invoiceNumberIn(line.description);
    const named = number ? await findInvoice(tx, number) : undefined;
    const invoice = named && line.amountCents <= owedCents((await moneyOf(tx, [named])).get(named.id)!) ? named : undefined;
    const [stored] = await tx
      .insert(bankStatementLines)
      .values({
        lineKey: statementLineKey(line),
        bookedOn: line.date,
        amountCents: line.amountCents,
        description: line.description,
        balanceCents: line.balanceCents,
        state: invoice ? "matched" : "unmatched",
        invoiceId: invoice?.id ?? null,
        importedBy: by,
      })
      .onConflictDoNothing()
      .returning({ id: bankStatementLines.id });
    if (!stored) {
      answer.alreadyImported += 1;
      continue;
    }
    if (invoice) {
      const status = await payFromLine(tx, invoice, stored.id, line, by);
      answer.matched.push({ line: line.line, invoice: invoice.number, amountCents: line.amountCents, status });
    } else {
      answer.unmatched.push({ line: line.line, date: line.date, amountCents: line.amountCents, description: line.description });
    }
  }
  return answer;
}

export function payFromLine(
  tx: AppDb,
  invoice: Invoice,
  lineId: number,
  line: Pick<StatementLine, "date" | "amountCents" | "description">,
  by: string,
) {
  return recordPayment(tx, invoice, {
    amountCents: line.amountCents,
    paidOn: line.date,
    method: "bank",
    note: `Bank: ${line.description}`.slice(0, 300),
    bankLineId: lineId,
    by,
  });
}

/** Staff match a waiting line to an invoice by hand. */
export async function matchLine(tx: AppDb, lineId: number, invoice: Invoice, by: string) {
  const [line] = await tx.select().from(bankStatementLines).where(eq(bankStatementLines.id, lineId)).for("update");
  if (!line || line.state !== "unmatched") return undefined;
  await tx.update(bankStatementLines).set({ state: "matched", invoiceId: invoice.id }).where(eq(bankStatementLines.id, lineId));
  return payFromLine(tx, invoice, lineId, { date: line.bookedOn, amountCents: line.amountCents, description: line.description }, by);
}
