import { eq } from "drizzle-orm";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { invoices } from "@shared/schema";
import { appWithStaffForFile, type StaffAgent } from "../../test/app-with-staff";
import { textOf } from "../../test/html";
import { postLead } from "../../test/leads";
import { acceptedWallQuote, sendWallQuote, wallQuote } from "../../test/quotes";
import type { SmtpSink } from "../../test/smtp-sink";
import type { TestContext } from "../../test/test-app";

let ctx: TestContext, owner: StaffAgent, sink: SmtpSink;
// no ABN and no GST answer from the environment: a business that has not entered them yet
appWithStaffForFile({ mail: true, config: { invoicingDefaults: {} } }, (app) => ({ ctx, staff: owner, sink } = app));

const setInvoicing = async (abn: string, gstRegistered: boolean | null) => {
  const { details } = (await owner.get("/api/business-profile").expect(200)).body;
  await owner
    .put("/api/business-profile")
    .send({ ...details, abn, gstRegistered })
    .expect(200);
};
const invoicesOf = async (reference: string) => (await owner.get(`/api/leads/${reference}/invoices`).expect(200)).body.invoices;

describe("no invoice without a valid ABN and the GST answer", () => {
  it("refuses to send a quote asking a deposit, 409 naming the ABN; a quote without one still goes", async () => {
    const lead = await postLead(ctx, "inquiries");
    const written = await owner.post("/api/quotes").send(wallQuote(lead.reference)).expect(201);
    const withDeposit = await owner.post(`/api/quotes/${written.body.id}/send`);
    expect(withDeposit.status).toBe(409);
    expect(withDeposit.body.message).toMatch(/ABN/);
    // nothing went: the version is still a draft
    expect((await owner.get(`/api/quotes/${written.body.id}`).expect(200)).body.shownVersion).toBeNull();
    const other = await postLead(ctx, "inquiries");
    const noDeposit = await sendWallQuote(owner, other.reference, { depositPercent: 0 });
    expect(noDeposit.path).toMatch(/^\/quote\//);

    // an ABN without the GST answer is not enough either
    await setInvoicing("51 824 753 556", null);
    expect((await owner.post(`/api/quotes/${written.body.id}/send`)).status).toBe(409);
  });

  it("refuses a claim (409 naming the ABN) once the ABN is taken away", async () => {
    await setInvoicing("51 824 753 556", true);
    const lead = await acceptedWallQuote(ctx, owner);
    expect(await invoicesOf(lead.reference)).toHaveLength(1);
    await setInvoicing("", true);
    const claim = await owner.post(`/api/leads/${lead.reference}/claims`).send({ stage: 1 });
    expect(claim.status).toBe(409);
    expect(claim.body.message).toMatch(/ABN/);
    expect(await invoicesOf(lead.reference)).toHaveLength(1);
  });

  it("a business not registered for GST issues an 'Invoice' with no GST line, never a 'Tax invoice'", async () => {
    await setInvoicing("51 824 753 556", false);
    const lead = await acceptedWallQuote(ctx, owner);
    const [deposit] = await invoicesOf(lead.reference);
    const [stored] = await ctx.database.db.select().from(invoices).where(eq(invoices.number, deposit.number));
    expect(stored!.gstCents).toBe(0);
    const page = textOf((await request(ctx.app).get(deposit.url).expect(200)).text);
    expect(page).toContain(`Invoice ${deposit.number}`);
    expect(page).not.toMatch(/tax invoice/i);
    expect(page).not.toMatch(/GST/);
    const pdf = await request(ctx.app).get(`${deposit.url}/pdf`).expect(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    // a claim's email says "invoice", with no GST
    await owner.post(`/api/leads/${lead.reference}/claims`).send({ stage: 1 }).expect(201);
    const claim = (await invoicesOf(lead.reference)).find((invoice: { kind: string }) => invoice.kind === "progress");
    const email = await sink.mailTo(null, `Invoice ${claim.number} from Ridgeline Walls & Fencing`);
    expect(email.mail.text ?? "").toContain(`Here is invoice ${claim.number} for $2,000.00, due`);
    expect(email.mail.text ?? "").not.toMatch(/GST/);

    // registered again: the next invoice is a tax invoice with its GST
    await setInvoicing("51 824 753 556", true);
    const later = await acceptedWallQuote(ctx, owner);
    const [taxInvoice] = await invoicesOf(later.reference);
    const laterPage = textOf((await request(ctx.app).get(taxInvoice.url).expect(200)).text);
    expect(laterPage).toContain(`Tax invoice ${taxInvoice.number}`);
    expect(laterPage).toContain("GST included");
  });
});
