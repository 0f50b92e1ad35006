import { eq, sql } from "drizzle-orm";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { leadLinks, leads } from "@shared/schema";
import { appWithStaffForFile, type StaffAgent } from "../../test/app-with-staff";
import { postLead } from "../../test/leads";
import { sendWallQuote } from "../../test/quotes";
import type { SmtpSink } from "../../test/smtp-sink";
import type { TestContext } from "../../test/test-app";
import { pollUntilQueueDrained } from "../../test/queue-drained";

/*
 * A homeowner's links: one per lead and purpose, the same in every email, never kept in the queue; booking and
 * quote links stop 90 days after the lead was closed (a page with the phone number instead); unsubscribe never.
 */

let ctx: TestContext, sink: SmtpSink, staff: StaffAgent;
appWithStaffForFile({ mail: true }, (app) => ({ ctx, staff, sink } = app));

const linkIn = (text: string | undefined, kind: "book" | "quote" | "unsubscribe") =>
  new RegExp(`https?://[^\\s"]+(/${kind}/[\\w-]{32})`).exec(text ?? "")?.[1];

const closedDaysAgo = (leadId: number, days: number) =>
  ctx.database.db
    .update(leads)
    .set({ closedAt: sql`now() - ${days} * interval '1 day'` })
    .where(eq(leads.id, leadId));

describe("a homeowner's links", () => {
  it("are one per lead and purpose: the form's answer, the receipt and the visit email carry the same booking link", async () => {
    const lead = await postLead(ctx, "inquiries", { name: "Linda Links" });
    const receipt = await sink.mailTo(lead.email, "We have your quote request");
    expect(linkIn(receipt.mail.text, "book")).toBe(lead.bookingPath);
    const rows = await ctx.database.db.select().from(leadLinks).where(eq(leadLinks.leadId, lead.id));
    expect(rows.map((row) => row.purpose)).toEqual(["booking"]);
    // the queue never held the token, before or after sending
    await pollUntilQueueDrained(ctx.database.db);
    const token = lead.bookingPath.split("/").pop()!;
    const queued = await ctx.database.db.execute(sql`select payload::text as payload from tasks`);
    expect(JSON.stringify(queued)).not.toContain(token);
  });

  it("give the same quote link to staff, in the quote email and in a follow-up", async () => {
    const lead = await postLead(ctx, "inquiries", { name: "Quentin Same" });
    const { id, path } = await sendWallQuote(staff, lead.reference);
    const quoteMail = await sink.mailTo(lead.email, "Your quote");
    expect(linkIn(quoteMail.mail.text, "quote")).toBe(path);
    await staff.post(`/api/quotes/${id}/follow-ups`).expect(202);
    const followUp = await sink.mailTo(lead.email, "About your quote");
    expect(linkIn(followUp.mail.text, "quote")).toBe(path);
    const rows = await ctx.database.db.select().from(leadLinks).where(eq(leadLinks.leadId, lead.id));
    expect(rows.filter((row) => row.purpose === "quote")).toHaveLength(1);
  });

  it("answer a page with the phone number 90 days after the lead was closed; an unsubscribe link never expires", async () => {
    const lead = await postLead(ctx, "inquiries", { name: "Clara Closed" });
    const { id, path: quotePath } = await sendWallQuote(staff, lead.reference);
    await staff.post(`/api/quotes/${id}/follow-ups`).expect(202);
    const unsubscribe = linkIn((await sink.mailTo(lead.email, "About your quote")).mail.text, "unsubscribe")!;
    await staff.patch(`/api/contact/${lead.id}`).send({ status: "lost", lostReason: "price" }).expect(200);
    const [closed] = await ctx.database.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(closed!.closedAt).not.toBeNull();

    await closedDaysAgo(lead.id, 89);
    expect((await request(ctx.app).get(lead.bookingPath)).status).toBe(200);
    expect((await request(ctx.app).get(quotePath)).status).toBe(200);

    await closedDaysAgo(lead.id, 91);
    for (const path of [lead.bookingPath, quotePath, `${quotePath}/pdf`]) {
      const page = await request(ctx.app).get(path);
      expect(page.status, path).toBe(410);
      expect(page.text).toMatch(/has expired/);
      expect(page.text).toContain('href="tel:');
    }
    const refused = await request(ctx.app).post(lead.bookingPath).set("Origin", "http://127.0.0.1").type("form").send({ action: "cancel" });
    expect([410, 403]).toContain(refused.status);
    expect((await request(ctx.app).get(unsubscribe)).status).toBe(200);

    // reopened, the links work again; closed again, the 90 days start afresh
    await staff.patch(`/api/contact/${lead.id}`).send({ status: "contacted" }).expect(200);
    expect((await request(ctx.app).get(lead.bookingPath)).status).toBe(200);
  });

  it("of a lead held as spam count from when it came in", async () => {
    const lead = await postLead(ctx, "inquiries", { name: "Sam Spam", website: "http://spam.example" });
    const [row] = await ctx.database.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row!.isSpam).toBe(true);
    expect((await request(ctx.app).get(lead.bookingPath)).status).toBe(200);
    await ctx.database.db
      .update(leads)
      .set({ createdAt: sql`now() - interval '91 days'` })
      .where(eq(leads.id, lead.id));
    expect((await request(ctx.app).get(lead.bookingPath)).status).toBe(410);
  });
});
