import request from "supertest";
import { describe, expect, it } from "vitest";
import { appWithStaffForFile, type StaffAgent } from "../../test/app-with-staff";
import { textOf } from "../../test/html";
import { postLead } from "../../test/leads";
import { acceptedWallQuote, sendWallQuote } from "../../test/quotes";
import type { SmtpSink } from "../../test/smtp-sink";
import type { TestContext } from "../../test/test-app";

let ctx: TestContext, sink: SmtpSink, staff: StaffAgent;
appWithStaffForFile({ mail: true }, (app) => ({ ctx, staff, sink } = app));

const pathIn = (text: string | undefined, kind: string) => new RegExp(`https?://[^\\s"]+(/${kind}/[\\w-]{32})`).exec(text ?? "")?.[1];
const REPLACED = "This link has been replaced: we've sent a new one";

describe("Send a new link", () => {
  it("ends the old booking link at once (410 with the phone) and emails a new one that works", async () => {
    const lead = await postLead(ctx, "inquiries", { name: "Rene Renewed" });
    expect((await request(ctx.app).get(lead.bookingPath)).status).toBe(200);
    const renewed = await staff.post(`/api/leads/${lead.reference}/links/booking/renew`).send({});
    expect(renewed.status).toBe(200);
    expect(renewed.body).toEqual({ purpose: "booking", emailed: true });

    const old = await request(ctx.app).get(lead.bookingPath);
    expect(old.status).toBe(410);
    expect(textOf(old.text)).toContain(REPLACED);
    expect(textOf(old.text)).toContain("(07) 5550 0123");
    const email = await sink.mailTo(lead.email, "Your new booking link");
    const fresh = pathIn(email.mail.text, "book")!;
    expect(fresh).not.toBe(lead.bookingPath);
    expect((await request(ctx.app).get(fresh)).status).toBe(200);
    const audit = (await staff.get("/api/audit?action=lead.link-renew").expect(200)).body;
    expect(JSON.stringify(audit)).toContain(`${lead.reference}: a new booking link sent`);

    // and again: the second link ends too, the third works
    await staff.post(`/api/leads/${lead.reference}/links/booking/renew`).send({}).expect(200);
    expect((await request(ctx.app).get(fresh)).status).toBe(410);
  });

  it("replaces a quote link, and an invoice's link by its number; the old addresses answer 410", async () => {
    const quoted = await postLead(ctx, "inquiries", { name: "Quinn Quoted" });
    const { path: quotePath } = await sendWallQuote(staff, quoted.reference);
    await staff.post(`/api/leads/${quoted.reference}/links/quote/renew`).send({}).expect(200);
    expect((await request(ctx.app).get(quotePath)).status).toBe(410);
    const quoteEmail = await sink.mailTo(quoted.email, "Your new quote link");
    expect((await request(ctx.app).get(pathIn(quoteEmail.mail.text, "quote")!)).status).toBe(200);

    const lead = await acceptedWallQuote(ctx, staff);
    const [deposit] = (await staff.get(`/api/leads/${lead.reference}/invoices`).expect(200)).body.invoices;
    const oldPath = new URL(deposit.url, "http://site.test").pathname;
    expect((await request(ctx.app).get(oldPath)).status).toBe(200);
    const renewed = await staff.post(`/api/leads/${lead.reference}/links/invoice/renew`).send({ invoice: deposit.number });
    expect(renewed.body).toEqual({ purpose: "invoice", invoice: deposit.number, emailed: true });
    expect((await request(ctx.app).get(oldPath)).status).toBe(410);
    expect((await request(ctx.app).get(`${oldPath}/pdf`)).status).toBe(410);
    const invoiceEmail = await sink.mailTo(null, `Your new invoice link for ${deposit.number} - Ridgeline Walls & Fencing`);
    const fresh = pathIn(invoiceEmail.mail.text, "invoice")!;
    expect((await request(ctx.app).get(fresh)).status).toBe(200);
    const listed = (await staff.get(`/api/leads/${lead.reference}/invoices`).expect(200)).body.invoices[0];
    expect(new URL(listed.url, "http://site.test").pathname).toBe(fresh);
  });

  it("refuses what is not a link of the lead: an unknown purpose, another lead's invoice, a Staff-less request", async () => {
    const lead = await postLead(ctx, "inquiries");
    expect((await staff.post(`/api/leads/${lead.reference}/links/review/renew`).send({})).status).toBe(404);
    expect((await staff.post(`/api/leads/RW-ZZZZZZ/links/booking/renew`).send({})).status).toBe(404);
    expect((await staff.post(`/api/leads/${lead.reference}/links/invoice/renew`).send({ invoice: "INV-000001" })).status).toBe(404);
    expect((await request(ctx.app).post(`/api/leads/${lead.reference}/links/booking/renew`).send({})).status).toBe(401);
    expect((await request(ctx.app).get(lead.bookingPath)).status).toBe(200);
  });
});
