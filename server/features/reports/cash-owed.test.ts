import request from "supertest";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { LeadInvoices } from "@shared/invoices/invoice-api";
import { invoicePayments, invoices, type InvoiceIssuer } from "@shared/schema";
import { addDays, brisbaneDay } from "@shared/calendar/brisbane-time";
import { postLead } from "../../test/leads";
import { signedInAgent } from "../../test/staff";
import { createTestContext, type TestContext } from "../../test/test-app";
import { cashReport } from "./cash-report.queries";

/*
 * What is owed and overdue has one definition, the invoices' ledger: the Owner's cash report and the invoices a lead
 * shows (the figures its invoice pages print) must agree on the same invoices, paid, part-paid, credited, overdue
 * and due today.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ trustProxy: 1 });
});
afterAll(() => ctx?.close());

const ISSUER: InvoiceIssuer = {
  licensedName: "Ridgeline Pty Ltd",
  tradingName: "Ridgeline",
  abn: "51824753556",
  address: "1 Example St",
  phone: "(07) 5550 0123",
  email: "office@ridgeline.example",
};

it("gives the same owed and overdue as the lead's invoices, whatever state each is in", async () => {
  const { db } = ctx.database;
  const lead = await postLead(ctx);
  const today = brisbaneDay(new Date());
  const lastWeek = addDays(today, -7);
  let number = 0;
  const issue = async (totalCents: number, dueOn: string, kind: "deposit" | "progress" | "final" = "progress", creditOfId?: number) => {
    number += 1;
    const [row] = await db
      .insert(invoices)
      .values({
        leadId: lead.id,
        number: `INV-9${String(number).padStart(5, "0")}`,
        kind: creditOfId ? "credit" : kind,
        creditOfId,
        issuedOn: lastWeek,
        dueOn,
        lines: [{ description: "Work", quantity: 1, amountCents: totalCents }],
        totalCents,
        gstCents: Math.round(totalCents / 11),
        issuer: ISSUER,
        createdBy: "test",
      })
      .returning();
    return row!;
  };
  const pay = (invoiceId: number, amountCents: number) =>
    db.insert(invoicePayments).values({ invoiceId, amountCents, paidOn: lastWeek, method: "bank", recordedBy: "test" });

  const paid = await issue(100_000, addDays(today, 7), "deposit");
  await pay(paid.id, 100_000);
  const partPaid = await issue(80_000, addDays(today, 7));
  await pay(partPaid.id, 30_000);
  const credited = await issue(50_000, addDays(today, -1));
  await issue(-50_000, addDays(today, -1), "progress", credited.id);
  const overdue = await issue(40_000, addDays(today, -1));
  await pay(overdue.id, 10_000);
  const dueToday = await issue(25_000, today, "final");

  const owner = await signedInAgent(ctx, ctx.database, { username: "owner", password: "river stones and quiet maps", role: "owner" });
  const shown = (await owner.get(`/api/leads/${lead.reference}/invoices`).expect(200)).body as LeadInvoices;
  const statusOf = (id: { number: string }) => shown.invoices.find((item) => item.number === id.number)?.status;
  expect([paid, partPaid, credited, overdue, dueToday].map(statusOf)).toEqual(["paid", "part-paid", "credited", "overdue", "unpaid"]);
  const owedOnPage = (item: LeadInvoices["invoices"][number]) => (item.status === "credited" ? 0 : item.totalCents - item.paidCents);
  const overdueOnPages = shown.invoices.filter((item) => item.status === "overdue").reduce((sum, item) => sum + owedOnPage(item), 0);
  expect(shown.outstandingCents).toBe(50_000 + 30_000 + 25_000);
  expect(overdueOnPages).toBe(30_000);

  const report = await cashReport(db, { from: lastWeek, to: today });
  expect(report.total).toEqual({ cashReceivedCents: 140_000, outstandingCents: shown.outstandingCents, overdueCents: overdueOnPages });

  // the homeowner's page of the invoice due today says what is owed, not that it is overdue
  const page = await request(ctx.app).get(shown.invoices.find((item) => item.number === dueToday.number)!.url);
  expect(page.status).toBe(200);
  expect(page.text).not.toMatch(/overdue/i);
});
