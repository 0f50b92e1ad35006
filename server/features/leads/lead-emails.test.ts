import { eq } from "drizzle-orm";
import { pollUntil } from "../../test/poll-until";
import { pollUntilQueueDrained } from "../../test/queue-drained";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { LeadEmailStatus } from "@shared/leads/lead-emails";
import { LEAD_REFERENCE_PATTERN } from "@shared/leads/lead-reference";
import { tasks, leadEmails, leads } from "@shared/schema";
import { adEnquiryBody, quoteRequestBody } from "../../test/lead-bodies";
import { signedInAgent } from "../../test/staff";
import { SmtpSink } from "../../test/smtp-sink";
import { createTestContext, type TestContext } from "../../test/test-app";

const quote = quoteRequestBody({ name: "Jo Citizen", email: "jo@example.com", service: "Timber Fencing", location: "Paddington" });
const adLead = adEnquiryBody({ name: "Sam Ads", email: "sam@example.com", phone: "0498 765 432", message: "Back fence and a small wall" });
const taskTiming = { pollMs: 50, firstRetryMs: 200, maxGapMs: 400, giveUpAfterMs: 60 * 60_000 };

let sink: SmtpSink;
let ctx: TestContext;
let visitor = 0;

/** A POST from a visitor address of its own (behind the one trusted proxy hop), unless one is given. */
const post = (path: string, body: object, from = `203.0.113.${(visitor = (visitor % 250) + 1)}`) =>
  request(ctx.app).post(path).set("X-Forwarded-For", from).send(body);

beforeAll(async () => {
  sink = await SmtpSink.start();
  ctx = await createTestContext({
    trustProxy: 1,
    mail: {
      smtpUrl: sink.url,
      from: "Ridgeline <quotes@ridgeline.example>",
      alertTo: ["office@ridgeline.example", "boss@ridgeline.example"],
    },
    taskTiming,
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
  await ctx.database.db.delete(tasks);
  await ctx.database.db.delete(leads);
});

const bySubject = (prefix: string) => sink.received.find((m) => m.mail.subject?.startsWith(prefix))!;
const receipts = () => sink.received.filter((m) => m.mail.subject?.startsWith("We have your quote request"));
const alerts = () => sink.received.filter((m) => m.envelopeTo.includes("office@ridgeline.example"));
/** Every email the requests so far queued has been tried: what the sink holds now is all there will be. */
const drained = () => pollUntilQueueDrained(ctx.database.db);

/** The staff list's emails of each lead, by name, once none of them is still waiting to go. */
async function emailsByName(list = "/api/contact"): Promise<Record<string, LeadEmailStatus[]>> {
  const agent = await signedInAgent(ctx);
  return pollUntil(
    async () => {
      const leads = (await agent.get(list)).body as { name: string; emails: LeadEmailStatus[] }[];
      const settled = leads.every((lead) => lead.emails.every((e) => e.state === "sent" || e.state === "not-sent"));
      return settled && Object.fromEntries(leads.map((lead) => [lead.name, lead.emails]));
    },
    { what: "every lead's emails to be sent or held" },
  );
}

describe("a quote request", () => {
  it("returns a reference, alerts the staff and sends the homeowner a receipt carrying it", async () => {
    const res = await post("/api/contact", quote);
    expect(res.status).toBe(201);
    expect(res.body.reference).toMatch(LEAD_REFERENCE_PATTERN);
    await sink.waitFor(2);
    const [lead] = await ctx.database.db.select().from(leads).where(eq(leads.kind, "inquiries"));

    const alert = bySubject("New quote request");
    expect(alert.mail.subject).toBe("New quote request: Jo Citizen, Timber Fencing, Paddington");
    expect(alert.envelopeTo.sort()).toEqual(["boss@ridgeline.example", "office@ridgeline.example"]);
    expect(alert.mail.replyTo?.value[0]?.address).toBe("jo@example.com");
    expect(alert.mail.from?.value[0]?.address).toBe("quotes@ridgeline.example");
    for (const value of [
      "Jo Citizen",
      "0412 345 678",
      "jo@example.com",
      "Paddington",
      "10-30 metres",
      "1-3 months",
      "$10,000 - $20,000",
      res.body.reference,
    ]) {
      expect(alert.mail.text).toContain(value);
    }
    expect(alert.mail.text).toMatch(/Brisbane time/);
    expect(alert.mail.html).toContain('href="tel:0412345678"');
    expect(alert.mail.html).toContain('href="mailto:jo@example.com"');
    expect(alert.mail.html).toContain(`http://localhost:5000/admin?tab=inquiries&amp;lead=${lead!.id}`);

    const receipt = bySubject("We have your quote request");
    expect(receipt.envelopeTo).toEqual(["jo@example.com"]);
    expect(receipt.mail.subject).toContain(res.body.reference);
    expect(receipt.mail.text).toContain("Hi Jo Citizen,");
    expect(receipt.mail.text).toContain(`Your reference is ${res.body.reference}`);
    expect(receipt.mail.text).toContain(
      "Services: Timber Fencing\nSuburb: Paddington\nLength: 10-30 metres\nTimeline: 1-3 months\nBudget: $10,000 - $20,000",
    );
    expect(receipt.mail.text).toContain("within 24 hours");
    expect(receipt.mail.text).toContain("(07) 5550 0123");
    expect(receipt.mail.text).toContain("Mon-Fri 9AM-5PM");
    expect(receipt.mail.html).toContain(res.body.reference);
  });

  it("shows staff each email as sent, with its time", async () => {
    await post("/api/contact", quote);
    await sink.waitFor(2);
    const emails = (await emailsByName())["Jo Citizen"]!;
    expect(emails.map((e) => [e.kind, e.state]).sort()).toEqual([
      ["receipt", "sent"],
      ["staff-alert", "sent"],
    ]);
    expect(emails.every((e) => e.sentAt && !Number.isNaN(Date.parse(e.sentAt)))).toBe(true);
  });
});

describe("an ad lead", () => {
  it("alerts the staff with the message, and sends a receipt with the reference but not the message", async () => {
    const res = await post("/api/ga-enquiry", adLead);
    expect(res.status).toBe(201);
    await sink.waitFor(2);
    const alert = bySubject("New ad lead");
    expect(alert.mail.subject).toBe("New ad lead: Sam Ads, Both");
    expect(alert.mail.text).toContain("Back fence and a small wall");
    expect(alert.mail.text).toContain(res.body.reference);
    expect(alert.mail.replyTo?.value[0]?.address).toBe("sam@example.com");
    const receipt = bySubject("We have your quote request");
    expect(receipt.mail.text).toContain(res.body.reference);
    expect(receipt.mail.text).toContain("Service: Both");
    expect(receipt.raw).not.toContain("Back fence");
  });
});

describe("the receipt cannot carry a stranger's words", () => {
  it("repeats none of the visitor's free text: no message, no unknown place, no link in a name", async () => {
    const message = "Claim your refund at <b>https://phish.example/login</b> now, it is urgent";
    await post("/api/ga-enquiry", adEnquiryBody({ email: "victim@example.com", name: "Visit phish.example", message }));
    await post("/api/contact", quoteRequestBody({ email: "victim2@example.com", location: "<b>Go to https://phish.example</b>" }));
    await sink.waitFor(4);
    expect(receipts()).toHaveLength(2);
    for (const { raw, mail } of receipts()) {
      expect(raw).not.toMatch(/phish/i);
      expect(raw).not.toContain("<b>");
      expect(raw).not.toContain("&lt;b&gt;");
      expect(raw).not.toContain("refund");
      expect(mail.text).toMatch(/^(Hello,|Hi Jane Citizen,)/);
    }
    // the staff alert still shows staff what was sent, escaped
    const alert = bySubject("New ad lead");
    expect(alert.mail.text).toContain(message);
    expect(alert.mail.html).toContain("&lt;b&gt;https://phish.example/login&lt;/b&gt;");
  });

  it("is not sent for a submission screened as spam; the staff alert goes, marked", async () => {
    const res = await post(
      "/api/contact",
      quoteRequestBody({ name: "Bot Person", email: "stranger@example.com", website: "http://spam.example" }),
    );
    expect(res.status).toBe(201);
    await sink.waitFor(1);
    await drained();
    expect(sink.received).toHaveLength(1);
    const alert = sink.received[0]!;
    expect(alert.envelopeTo).not.toContain("stranger@example.com");
    expect(alert.mail.subject).toBe("[Spam?] New quote request: Bot Person, Concrete Sleeper Retaining Wall, Colorbond Fencing, Chermside");
    expect(alert.mail.text).toContain("Screened as spam (Hidden field filled in)");
    expect(alert.mail.text).toContain(res.body.reference);
    const emails = (await emailsByName())["Bot Person"]!;
    expect(emails.find((e) => e.kind === "receipt")).toMatchObject({ state: "not-sent", notSentReason: "spam" });
  });

  it("is sent once staff mark the lead Not spam", async () => {
    await post("/api/contact", quoteRequestBody({ name: "Real Person", email: "real@example.com", fillTimeMs: 900 }));
    await sink.waitFor(1);
    const [lead] = await ctx.database.db.select().from(leads).where(eq(leads.kind, "inquiries"));
    const agent = await signedInAgent(ctx);
    expect((await agent.patch(`/api/contact/${lead!.id}/not-spam`)).status).toBe(200);
    await sink.waitFor(2);
    expect(receipts().map((m) => m.envelopeTo)).toEqual([["real@example.com"]]);
    expect((await agent.patch(`/api/contact/${lead!.id}/not-spam`)).status).toBe(200);
    await drained();
    expect(sink.received).toHaveLength(2);
  });
});

describe("the receipt limits", () => {
  it("sends at most 3 receipts in 24 hours to one address, from any visitors; every lead is stored and alerted", async () => {
    for (let i = 1; i <= 4; i++) {
      expect(
        (await post("/api/contact", quoteRequestBody({ name: `Target ${i}`, email: i % 2 ? "Target@Example.com" : "target@example.com" })))
          .status,
      ).toBe(201);
    }
    await sink.waitFor(7);
    await drained();
    expect(alerts()).toHaveLength(4);
    expect(receipts()).toHaveLength(3);
    const emails = await emailsByName();
    expect(emails["Target 4"]!.find((e) => e.kind === "receipt")).toMatchObject({ state: "not-sent", notSentReason: "limit" });
    expect(emails["Target 4"]!.find((e) => e.kind === "staff-alert")).toMatchObject({ state: "sent" });
  });

  it("sends at most 3 receipts in 24 hours from one visitor address, whatever the recipients, across both forms", async () => {
    const from = "198.51.100.7";
    await post("/api/contact", quoteRequestBody({ name: "One", email: "one@example.com" }), from);
    await post("/api/ga-enquiry", adEnquiryBody({ name: "Two", email: "two@example.com" }), from);
    await post("/api/contact", quoteRequestBody({ name: "Three", email: "three@example.com" }), from);
    await post("/api/contact", quoteRequestBody({ name: "Four", email: "four@example.com" }), from);
    await post("/api/contact", quoteRequestBody({ name: "Elsewhere", email: "five@example.com" }), "198.51.100.8");
    await sink.waitFor(9);
    await drained();
    expect(
      receipts()
        .flatMap((m) => m.envelopeTo)
        .sort(),
    ).toEqual(["five@example.com", "one@example.com", "three@example.com", "two@example.com"]);
    expect((await emailsByName())["Four"]!.find((e) => e.kind === "receipt")).toMatchObject({ state: "not-sent", notSentReason: "limit" });
  });

  it("counts only the last 24 hours", async () => {
    for (let i = 1; i <= 3; i++) await post("/api/contact", quoteRequestBody({ name: `Earlier ${i}` }));
    await sink.waitFor(6);
    await ctx.database.db.update(leadEmails).set({ queuedAt: new Date(Date.now() - 25 * 3_600_000) });
    await post("/api/contact", quoteRequestBody({ name: "A day later" }));
    await sink.waitFor(8);
    expect(receipts()).toHaveLength(4);
  });
});

describe("hostile input", () => {
  it("cannot add headers or recipients through a CR/LF in a name or suburb", async () => {
    const res = await post("/api/contact", {
      ...quote,
      name: "Eve\r\nBcc: victim@evil.example\r\nX-Injected: yes",
      location: "Ashgrove\nTo: other@evil.example",
    });
    expect(res.status).toBe(201);
    await sink.waitFor(2);
    for (const { envelopeTo, mail, raw } of sink.received) {
      expect(envelopeTo.join(" ")).not.toContain("evil.example");
      expect(mail.headers.has("bcc")).toBe(false);
      expect(mail.headers.has("x-injected")).toBe(false);
      expect(mail.to && "value" in mail.to ? mail.to.value.map((a) => a.address) : []).not.toContain("other@evil.example");
      expect(raw.split("\r\n\r\n")[0]).not.toMatch(/^(Bcc|X-Injected):/im);
    }
    expect(bySubject("New quote request").mail.subject).toBe(
      "New quote request: Eve Bcc: victim@evil.example X-Injected: yes, Timber Fencing, Ashgrove To: other@evil.example",
    );
  });

  it("escapes what the visitor typed in the alert's HTML part, and every email has a plain-text part", async () => {
    const name = `<script>alert("x")</script> O'Neil & Co`;
    await post("/api/ga-enquiry", { ...adLead, name, message: `<img src=x onerror=alert(1)> "quoted" & more` });
    await sink.waitFor(2);
    for (const { mail } of sink.received) {
      expect(mail.html).not.toContain("<script>");
      expect(mail.html).not.toContain("<img");
      expect(mail.text).toMatch(/RW-[A-Z0-9]{6}/);
    }
    const alert = bySubject("New ad lead");
    expect(alert.mail.html).toContain("&lt;script&gt;");
    expect(alert.mail.text).toContain(name);
    expect(alert.mail.html).toContain("&lt;img src=x onerror=alert(1)&gt; &quot;quoted&quot; &amp; more");
    expect(bySubject("We have your quote request").mail.text).toMatch(/^Hello,/);
  });

  it("stores nothing and sends nothing for a lead that fails validation", async () => {
    const res = await post("/api/contact", { ...quote, email: "jo@example.com\r\nBcc: x@evil.example" });
    expect(res.status).toBe(400);
    expect(await ctx.database.db.select().from(leadEmails)).toEqual([]);
    expect(await ctx.database.db.select().from(tasks)).toEqual([]);
  });
});

describe("SMTP down", () => {
  it("answers every POST at once, and delivers all ten emails once SMTP is back", async () => {
    await sink.down();
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => post("/api/contact", { ...quote, name: `Person ${i}`, email: `p${i}@example.com` })),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    const agent = await signedInAgent(ctx);
    const retrying = await pollUntil(
      async () => {
        const emails = ((await agent.get("/api/contact")).body as { emails: LeadEmailStatus[] }[]).flatMap((lead) => lead.emails);
        const failed = emails.filter((e) => e.state === "retrying");
        return failed.length > 0 && failed;
      },
      { what: "an email to be retrying" },
    );
    expect(retrying[0]!.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(sink.received).toHaveLength(0);

    await sink.up();
    await sink.waitFor(10);
    const subjects = sink.received.map((m) => `${m.envelopeTo.join(",")} ${m.mail.subject}`);
    expect(new Set(subjects).size).toBe(10);
    await drained();
    expect(sink.received).toHaveLength(10);
  });
});

describe("staff resend", () => {
  it("sends a failed email again; only failed emails, only for staff", async () => {
    await post("/api/contact", quote);
    await sink.waitFor(2);
    const [email] = await ctx.database.db.select().from(leadEmails).where(eq(leadEmails.kind, "receipt"));

    expect((await request(ctx.app).post(`/api/lead-emails/${email!.id}/resend`)).status).toBe(401);
    const agent = await signedInAgent(ctx);
    expect((await agent.post(`/api/lead-emails/${email!.id}/resend`).set("Origin", "https://evil.example")).status).toBe(403);
    expect((await agent.post(`/api/lead-emails/${email!.id}/resend`)).status).toBe(409);
    expect((await agent.post("/api/lead-emails/999999/resend")).status).toBe(404);

    await ctx.database.db.update(tasks).set({ state: "failed", lastError: "550 mailbox unavailable" }).where(eq(tasks.id, email!.taskId!));
    const res = await agent.post(`/api/lead-emails/${email!.id}/resend`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: email!.id, kind: "receipt", state: "queued", attempts: 0 });
    await sink.waitFor(3);
    expect(sink.received[2]!.envelopeTo).toEqual(["jo@example.com"]);
  });

  it("tells staff whether mail is configured", async () => {
    expect((await request(ctx.app).get("/api/admin/mail-status")).status).toBe(401);
    const agent = await signedInAgent(ctx);
    expect((await agent.get("/api/admin/mail-status")).body).toEqual({
      configured: true,
      variables: ["SMTP_URL", "MAIL_FROM", "LEAD_ALERT_TO"],
    });
  });
});
