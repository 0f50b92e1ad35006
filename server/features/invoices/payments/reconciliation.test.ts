import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { gstOfInclusive } from "@shared/invoices/invoice-math";
import type { SourcesReport } from "@shared/reports/report-types";
import { invoicePayments, invoices, leads } from "@shared/schema";
import { appWithStaffForFile, type StaffAgent } from "../../../test/app-with-staff";
import { acceptedWallQuote } from "../../../test/quotes";
import type { TestContext } from "../../../test/test-app";

let ctx: TestContext, staff: StaffAgent;
appWithStaffForFile({}, (app) => ({ ctx, staff } = app));

/** A lead whose $5,795.63 quote was accepted: its deposit invoice ($579.56) issued; stages $2,000.00 and $3,216.07. */
async function acceptedJob() {
  const lead = await acceptedWallQuote(ctx, staff, { lead: { name: "Robin Reconcile" } });
  const list = (await staff.get(`/api/leads/${lead.reference}/invoices`).expect(200)).body;
  return { lead, deposit: list.invoices[0] as { number: string; totalCents: number } };
}

const importCsv = (csv: string) => staff.post("/api/bank-statements").set("Content-Type", "text/csv").send(csv);

describe("importing a bank statement", () => {
  it("pays exact and part, leaves more than is owed to match, skips debits, and records an overlapping export's old lines once", async () => {
    const exact = await acceptedJob();
    const part = await acceptedJob();
    const over = await acceptedJob();
    const shortNumber = part.deposit.number.replace(/^INV-0*/, "inv ");
    const first = [
      "Date,Amount,Description,Balance",
      `26/11/2026,579.56,"TRANSFER FROM Q HOMEOWNER ${exact.deposit.number}",10579.56`,
      `26/11/2026,-120.00,"BUNNINGS 1234",10459.56`,
      `27/11/2026,300.00,"DEPOSIT ${shortNumber}",10759.56`,
      `27/11/2026,"1,000.00","R RECONCILE WALL",11759.56`,
    ].join("\n");
    const answer = await importCsv(first);
    expect(answer.status).toBe(200);
    expect(answer.body.matched).toEqual([
      { line: 2, invoice: exact.deposit.number, amountCents: 57_956, status: "paid" },
      { line: 4, invoice: part.deposit.number, amountCents: 30_000, status: "part-paid" },
    ]);
    expect(answer.body.unmatched).toEqual([{ line: 5, date: "2026-11-27", amountCents: 100_000, description: "R RECONCILE WALL" }]);
    expect(answer.body.alreadyImported).toBe(0);

    // the next export overlaps the last: its two old credits are already imported; no header line this time
    const second = [
      `27/11/2026,300.00,"DEPOSIT ${shortNumber}",10759.56`,
      `27/11/2026,"1,000.00","R RECONCILE WALL",11759.56`,
      `28/11/2026,600.00,"${over.deposit.number}",12359.56`,
    ].join("\r\n");
    const again = (await importCsv(second).expect(200)).body;
    expect(again.alreadyImported).toBe(2);
    // more than the invoice owes: anyone can type an invoice number, so it waits for staff
    expect(again.matched).toEqual([]);
    expect(again.unmatched).toEqual([{ line: 3, date: "2026-11-28", amountCents: 60_000, description: over.deposit.number }]);
    const overList = (await staff.get(`/api/leads/${over.lead.reference}/invoices`)).body;
    expect(overList.invoices[0]).toMatchObject({ paidCents: 0 });
    const partList = (await staff.get(`/api/leads/${part.lead.reference}/invoices`)).body;
    expect(partList.invoices[0]).toMatchObject({ paidCents: 30_000, status: "part-paid" });

    // staff match the waiting line by hand
    const waiting = (await staff.get("/api/bank-statements/unmatched").expect(200)).body.lines;
    const line = waiting.find((l: { description: string }) => l.description === "R RECONCILE WALL");
    const matched = await staff.post(`/api/bank-statements/lines/${line.id}/match`).send({ invoice: part.deposit.number });
    expect(matched.body).toEqual({ invoice: part.deposit.number, status: "paid" });
    expect((await staff.post(`/api/bank-statements/lines/${line.id}/match`).send({ invoice: part.deposit.number })).status).toBe(404);
  });

  it("matches only a full invoice number that exists, within what it owes; two equal lines without a balance are two", async () => {
    const job = await acceptedJob();
    const short = job.deposit.number.replace(/^INV-0*/, "INV");
    const csv = [
      "Date,Amount,Description",
      `26/11/2026,200.00,"PAYMENT ${short}"`,
      `26/11/2026,200.00,"PAYMENT ${short}"`,
      `26/11/2026,100.00,"PAYMENT INV-999999"`,
      `26/11/2026,100.00,"PAYMENT ${job.lead.reference}"`,
      `26/11/2026,179.57,"PAYMENT ${job.deposit.number}"`,
    ].join("\n");
    const answer = (await importCsv(csv).expect(200)).body;
    expect(answer.matched.map((m: { line: number }) => m.line)).toEqual([2, 3]);
    // 400.00 paid of 579.56: 179.57 is a cent more than is owed
    expect(answer.unmatched.map((m: { line: number }) => m.line)).toEqual([4, 5, 6]);
    expect((await staff.get(`/api/leads/${job.lead.reference}/invoices`)).body.invoices[0]).toMatchObject({ paidCents: 40_000 });
    // the same file again: every line already imported, the two equal ones included
    expect((await importCsv(csv).expect(200)).body).toMatchObject({ alreadyImported: 5, matched: [], unmatched: [] });
  });

  it("refuses an amount of more than 9 digits of dollars with a 422 naming its line", async () => {
    const res = await importCsv(`Date,Amount,Description,Balance\n26/11/2026,1234567890.00,INV-000001,1\n`);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ line: 2, message: expect.stringContaining("is not an amount") }]);
    // nor can a 9-digit amount beyond what the ledger's cents hold be more than a clear 422
    expect((await importCsv(`26/11/2026,"999,999,999.99",huge,\n`)).body.errors).toEqual([
      { line: 1, message: expect.stringContaining("at most") },
    ]);
    expect((await importCsv(`26/11/2026,"21,474,836.47",largest,\n`)).status).toBe(200);
  });

  it("refuses a file with a line it cannot read, recording nothing", async () => {
    const job = await acceptedJob();
    const res = await importCsv(`Date,Amount,Description,Balance\n31/02/2026,579.56,${job.deposit.number},1\n`);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ line: 2, message: '"31/02/2026" is not a date as DD/MM/YYYY' }]);
    expect((await staff.get(`/api/leads/${job.lead.reference}/invoices`)).body.paidCents).toBe(0);
  });
});

describe("invoice numbers", () => {
  it("50 claims at once get 50 distinct numbers with no gap", async () => {
    const jobs = await Promise.all(Array.from({ length: 5 }, () => acceptedJob()));
    const before = (await ctx.database.db.select({ number: invoices.number }).from(invoices)).map((row) => Number(row.number.slice(4)));
    const claims = await Promise.all(
      jobs.flatMap(({ lead }) =>
        Array.from({ length: 10 }, () => staff.post(`/api/leads/${lead.reference}/claims`).send({ stage: 1, amountCents: 100 })),
      ),
    );
    expect(claims.map((claim) => claim.status)).toEqual(Array(50).fill(201));
    const numbers = claims.map((claim) => Number(String(claim.body.number).slice(4))).sort((a, b) => a - b);
    const start = Math.max(...before) + 1;
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => start + i));
  });
});

describe("the Xero exports", () => {
  it("gives Xero's invoice columns, one row per line, whose per-line GST adds back to each invoice's GST and total", async () => {
    const job = await acceptedJob();
    const claim = (await staff.post(`/api/leads/${job.lead.reference}/claims`).send({ stage: 1, amountCents: 123_457 })).body;
    await staff.post(`/api/invoices/${claim.number}/credit`).send({ amountCents: 3_457, reason: '=HYPERLINK("x") rounding' }).expect(201);
    const today = new Date(Date.now() + 10 * 3_600_000).toISOString().slice(0, 10);
    const res = await staff
      .post("/api/invoices/export/xero-invoices")
      .send({ from: "2026-01-01", to: today > "2026-12-31" ? today : "2026-12-31" });
    expect(res.status).toBe(200);
    const rows: Record<string, string>[] = parse(res.text.replace(/^\uFEFF/, ""), { columns: true });
    expect(Object.keys(rows[0]!)).toEqual([
      "*ContactName",
      "EmailAddress",
      "*InvoiceNumber",
      "Reference",
      "*InvoiceDate",
      "*DueDate",
      "*Description",
      "*Quantity",
      "*UnitAmount",
      "*AccountCode",
      "*TaxType",
      "Currency",
    ]);
    const stored = await ctx.database.db.select().from(invoices).where(eq(invoices.leadId, job.lead.id));
    expect(stored).toHaveLength(3);
    for (const invoice of stored) {
      const lines = rows.filter((row) => row["*InvoiceNumber"] === invoice.number);
      expect(lines.length).toBe(invoice.lines.length);
      // Xero, tax inclusive: each line's amount in cents, its GST amount / 11 rounded to the cent, added up
      const cents = lines.map((row) => Math.round(Number(row["*UnitAmount"]) * 100) * Number(row["*Quantity"]));
      expect(cents.reduce((a, b) => a + b, 0)).toBe(invoice.totalCents);
      expect(cents.map(gstOfInclusive).reduce((a, b) => a + b, 0)).toBe(invoice.gstCents);
      expect(lines.every((row) => row["*TaxType"] === "GST on Income" && row.Currency === "AUD")).toBe(true);
    }
    const creditRow = rows.find((row) => row["*InvoiceNumber"]!.startsWith("CN-") && row["*Description"]!.includes("HYPERLINK"))!;
    expect(creditRow["*UnitAmount"]).toBe("-34.57");
    expect(creditRow["*Description"]!.startsWith("=")).toBe(false);
    expect(creditRow["*InvoiceDate"]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  });

  it("gives the payments received in the range, and is a POST for the Owner only", async () => {
    const job = await acceptedJob();
    await staff
      .post(`/api/invoices/${job.deposit.number}/payments`)
      .send({ amountCents: 57_956, paidOn: "2026-11-20", method: "bank" })
      .expect(201);
    const res = await staff.post("/api/invoices/export/xero-payments").send({ from: "2026-11-20", to: "2026-11-20" });
    const rows: Record<string, string>[] = parse(res.text.replace(/^\uFEFF/, ""), { columns: true });
    expect(rows.find((row) => row["*InvoiceNumber"] === job.deposit.number)).toMatchObject({
      "*Amount": "579.56",
      "*Date": "20/11/2026",
    });
    expect(Object.keys(rows[0]!)).toEqual(["*InvoiceNumber", "*Amount", "*Date", "Reference"]);

    // a refund is a negative payment, so Xero's balance of the invoice agrees with ours
    const [deposit] = await ctx.database.db.select().from(invoices).where(eq(invoices.number, job.deposit.number));
    await ctx.database.db
      .insert(invoicePayments)
      .values({ invoiceId: deposit!.id, amountCents: -10_000, paidOn: "2026-11-20", method: "bank", recordedBy: "test" });
    const again = await staff.post("/api/invoices/export/xero-payments").send({ from: "2026-11-20", to: "2026-11-20" });
    const withRefund: Record<string, string>[] = parse(again.text.replace(/^\uFEFF/, ""), { columns: true });
    expect(withRefund.filter((row) => row["*InvoiceNumber"] === job.deposit.number).map((row) => row["*Amount"])).toEqual([
      "579.56",
      "-100",
    ]);
    expect(withRefund.find((row) => row["*Amount"] === "-100")!.Reference).toMatch(/^Refund/);
    expect((await staff.get("/api/invoices/export/xero-payments")).status).toBe(405);
    expect((await staff.post("/api/invoices/export/xero-payments").send({ from: "2026-11-21", to: "2026-11-20" })).status).toBe(400);
  });
});

describe("the owner's cash by source and campaign", () => {
  it("adds cash received by the day paid, and what is owed and overdue, to the lead's source row, month and totals", async () => {
    const campaign = `Walls cash ${Date.now()}`;
    const job = await acceptedJob();
    await ctx.database.db.update(leads).set({ source: "Google Ads", campaign }).where(eq(leads.id, job.lead.id));
    await staff
      .post(`/api/invoices/${job.deposit.number}/payments`)
      .send({ amountCents: 57_956, paidOn: "2026-10-15", method: "bank" })
      .expect(201);
    const claim = (await staff.post(`/api/leads/${job.lead.reference}/claims`).send({ stage: 1 }).expect(201)).body;
    await staff
      .post(`/api/invoices/${claim.number}/payments`)
      .send({ amountCents: 50_000, paidOn: "2026-10-20", method: "cash" })
      .expect(201);
    const today = claim.issuedOn as string;
    const report = (await staff.get(`/api/reports/sources?from=2026-10-01&to=${today}`).expect(200)).body as SourcesReport;
    const row = report.rows.find((r) => r.source === "Google Ads" && r.campaign === campaign)!;
    expect(row).toMatchObject({ cashReceivedCents: 107_956, outstandingCents: 150_000, overdueCents: 0 });
    expect(report.byMonth.find((m) => m.month === "2026-10")!.cashReceivedCents).toBeGreaterThanOrEqual(107_956);
    expect(report.totals.outstandingCents).toBeGreaterThanOrEqual(150_000);
    // a payment outside the range is not cash of the range
    const september = (await staff.get("/api/reports/sources?from=2026-09-01&to=2026-09-30").expect(200)).body as SourcesReport;
    expect(september.rows.find((r) => r.campaign === campaign)).toBeUndefined();
  });
});
