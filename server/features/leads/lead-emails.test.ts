import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contactInquiries, googleAdLeads, leadEmails } from "@shared/schema";
import { signedInAgent } from "../../test/staff";
import { SmtpSink } from "../../test/smtp-sink";
import { createTestContext, type TestContext } from "../../test/test-app";
import { LEAD_REFERENCE_PATTERN } from "@shared/lead-emails";

const quote = {
  name: "Jo Citizen",
  phone: "0412 345 678",
  email: "jo@example.com",
  service: "Timber Fencing",
  length: "10-30m",
  location: "Paddington",
  timeline: "1-3-months",
  budget: "10k-20k",
};
const adLead = { name: "Sam Ads", email: "sam@example.com", phone: "0498 765 432", service: "both", message: "Back fence and a small wall" };
const timing = { pollMs: 50, firstRetryMs: 200, maxGapMs: 400, giveUpAfterMs: 60 * 60_000 };

let sink: SmtpSink;
let ctx: TestContext;

beforeAll(async () => {
  sink = await SmtpSink.start();
  ctx = await createTestContext({
    mail: { smtpUrl: sink.url, from: "Ridgeline <quotes@ridgeline.example>", alertTo: ["office@ridgeline.example", "boss@ridgeline.example"], timing },
  });
});
afterAll(async () => {
  await ctx?.close();
  await sink?.down();
});
beforeEach(async () => {
  await sink.up();
  sink.received.length = 0;
  await ctx.database.db.delete(leadEmails);
  await ctx.database.db.delete(contactInquiries);
  await ctx.database.db.delete(googleAdLeads);
});

const bySubject = (prefix: string) => sink.received.find((m) => m.mail.subject?.startsWith(prefix))!;

describe("a quote request", () => {
  it("returns a reference, alerts the staff and sends the homeowner a receipt carrying it", async () => {
    const res = await request(ctx.app).post("/api/contact").send(quote);
    expect(res.status).toBe(201);
    expect(res.body.reference).toMatch(LEAD_REFERENCE_PATTERN);
    await sink.waitFor(2);

    const alert = bySubject("New quote request");
    expect(alert.mail.subject).toBe("New quote request: Jo Citizen, Timber Fencing, Paddington");
    expect(alert.envelopeTo.sort()).toEqual(["boss@ridgeline.example", "office@ridgeline.example"]);
    expect(alert.mail.replyTo?.value[0]?.address).toBe("jo@example.com");
    expect(alert.mail.from?.value[0]?.address).toBe("quotes@ridgeline.example");
    for (const value of ["Jo Citizen", "0412 345 678", "jo@example.com", "Paddington", "10-30 metres", "1-3 months", "$10,000 - $20,000", res.body.reference]) {
      expect(alert.mail.text).toContain(value);
    }
    expect(alert.mail.text).toMatch(/Brisbane time/);
    expect(alert.mail.html).toContain('href="tel:0412345678"');
    expect(alert.mail.html).toContain('href="mailto:jo@example.com"');
    expect(alert.mail.html).toContain(`http://localhost:5000/admin?tab=inquiries&amp;lead=${res.body.id}`);

    const receipt = bySubject("We have your quote request");
    expect(receipt.envelopeTo).toEqual(["jo@example.com"]);
    expect(receipt.mail.subject).toContain(res.body.reference);
    expect(receipt.mail.text).toContain(`Your reference is ${res.body.reference}`);
    expect(receipt.mail.text).toContain("within 24 hours");
    expect(receipt.mail.text).toContain("(07) 5550 0123");
    expect(receipt.mail.text).toContain("Mon-Fri 9AM-5PM");
    expect(receipt.mail.html).toContain(res.body.reference);
  });

  it("shows staff each email as sent, with its time", async () => {
    await request(ctx.app).post("/api/contact").send(quote);
    await sink.waitFor(2);
    const agent = await signedInAgent(ctx);
    let emails: { kind: string; state: string; sentAt: string | null }[] = [];
    while (emails.filter((e) => e.state === "sent").length < 2) {
      emails = (await agent.get("/api/contact")).body[0].emails;
    }
    expect(emails.map((e) => e.kind).sort()).toEqual(["receipt", "staff-alert"]);
    expect(emails.every((e) => e.sentAt && !Number.isNaN(Date.parse(e.sentAt)))).toBe(true);
  });
});

describe("an ad lead", () => {
  it("alerts the staff and sends a receipt with the reference the POST returned", async () => {
    const res = await request(ctx.app).post("/api/ga-enquiry").send(adLead);
    expect(res.status).toBe(201);
    expect(res.body.reference).toMatch(LEAD_REFERENCE_PATTERN);
    await sink.waitFor(2);
    const alert = bySubject("New ad lead");
    expect(alert.mail.subject).toBe("New ad lead: Sam Ads, Both");
    expect(alert.mail.text).toContain("Back fence and a small wall");
    expect(alert.mail.text).toContain(res.body.reference);
    expect(alert.mail.replyTo?.value[0]?.address).toBe("sam@example.com");
    expect(bySubject("We have your quote request").mail.text).toContain(res.body.reference);
  });
});

describe("hostile input", () => {
  it("cannot add headers or recipients through a CR/LF in a name or suburb", async () => {
    const res = await request(ctx.app)
      .post("/api/contact")
      .send({ ...quote, name: "Eve\r\nBcc: victim@evil.example\r\nX-Injected: yes", location: "Ashgrove\nTo: other@evil.example" });
    expect(res.status).toBe(201);
    await sink.waitFor(2);
    for (const { envelopeTo, mail, raw } of sink.received) {
      expect(envelopeTo.join(" ")).not.toContain("evil.example");
      expect(mail.headers.has("bcc")).toBe(false);
      expect(mail.headers.has("x-injected")).toBe(false);
      expect(mail.to && "value" in mail.to ? mail.to.value.map((a) => a.address) : []).not.toContain("other@evil.example");
      expect(raw.split("\r\n\r\n")[0]).not.toMatch(/^(Bcc|X-Injected):/im);
    }
    expect(bySubject("New quote request").mail.subject).toBe("New quote request: Eve Bcc: victim@evil.example X-Injected: yes, Timber Fencing, Ashgrove To: other@evil.example");
  });

  it("escapes what the visitor typed in the HTML part and always sends a plain-text part", async () => {
    const name = `<script>alert("x")</script> O'Neil & Co`;
    await request(ctx.app).post("/api/ga-enquiry").send({ ...adLead, name, message: `<img src=x onerror=alert(1)> "quoted" & more` });
    await sink.waitFor(2);
    for (const { mail } of sink.received) {
      expect(mail.html).not.toContain("<script>");
      expect(mail.html).not.toContain("<img");
      expect(mail.html).toContain("&lt;script&gt;");
      expect(mail.text).toContain(name);
    }
    expect(bySubject("New ad lead").mail.html).toContain("&lt;img src=x onerror=alert(1)&gt; &quot;quoted&quot; &amp; more");
  });

  it("stores nothing and sends nothing for a lead that fails validation", async () => {
    const res = await request(ctx.app).post("/api/contact").send({ ...quote, email: "jo@example.com\r\nBcc: x@evil.example" });
    expect(res.status).toBe(400);
    expect(await ctx.database.db.select().from(leadEmails)).toEqual([]);
  });
});

describe("SMTP down", () => {
  it("answers every POST at once, and delivers all ten emails once SMTP is back", async () => {
    await sink.down();
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => request(ctx.app).post("/api/contact").send({ ...quote, name: `Person ${i}`, email: `p${i}@example.com` })),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    const agent = await signedInAgent(ctx);
    let retrying: { state: string; lastError: string | null }[] = [];
    while (retrying.length === 0) {
      retrying = ((await agent.get("/api/contact")).body as { emails: { state: string; lastError: string | null }[] }[])
        .flatMap((lead) => lead.emails)
        .filter((e) => e.state === "retrying");
    }
    expect(retrying[0]!.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(sink.received).toHaveLength(0);

    await sink.up();
    await sink.waitFor(10);
    const subjects = sink.received.map((m) => `${m.envelopeTo.join(",")} ${m.mail.subject}`);
    expect(new Set(subjects).size).toBe(10);
    await new Promise((r) => setTimeout(r, 500));
    expect(sink.received).toHaveLength(10);
  });
});

describe("staff resend", () => {
  it("sends a failed email again; only failed emails, only for staff", async () => {
    const lead = (await request(ctx.app).post("/api/contact").send(quote)).body;
    await sink.waitFor(2);
    const [email] = await ctx.database.db.select().from(leadEmails).limit(1);
    expect(lead.id).toBeGreaterThan(0);

    expect((await request(ctx.app).post(`/api/lead-emails/${email!.id}/resend`)).status).toBe(401);
    const agent = await signedInAgent(ctx);
    expect((await agent.post(`/api/lead-emails/${email!.id}/resend`).set("Origin", "https://evil.example")).status).toBe(403);
    expect((await agent.post(`/api/lead-emails/${email!.id}/resend`)).status).toBe(409);

    await ctx.database.db.update(leadEmails).set({ state: "failed", lastError: "550 mailbox unavailable" });
    const res = await agent.post(`/api/lead-emails/${email!.id}/resend`);
    expect(res.status).toBe(200);
    expect(res.body.state).toBe("queued");
    await sink.waitFor(3);
  });

  it("tells staff whether mail is configured", async () => {
    expect((await request(ctx.app).get("/api/admin/mail-status")).status).toBe(401);
    const agent = await signedInAgent(ctx);
    expect((await agent.get("/api/admin/mail-status")).body).toEqual({ configured: true, variables: ["SMTP_URL", "MAIL_FROM", "LEAD_ALERT_TO"] });
  });
});
