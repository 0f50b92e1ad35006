import { and, eq, inArray, sql } from "drizzle-orm";
import { postLead } from "../../test/leads";
import { wallQuote } from "../../test/quotes";
import { appWithStaffForFile, type StaffAgent } from "../../test/app-with-staff";
import { pollUntilQueueDrained } from "../../test/queue-drained";
import request from "supertest";
import { extractText, getDocumentProxy } from "unpdf";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, tasks, leads, leadEvents, quoteEmails, quoteVersions } from "@shared/schema";
import { brisbaneDay, brisbaneInstant } from "@shared/calendar/brisbane-time";
import { isPublicHoliday } from "@shared/calendar/public-holidays";
import { addWorkingDays } from "@shared/calendar/working-days";
import { type SmtpSink } from "../../test/smtp-sink";
import { type TestContext } from "../../test/test-app";
import { versionHash } from "./quote-versions";
import { binary } from "../../test/binary";

let ctx: TestContext, sink: SmtpSink, staff: StaffAgent;
appWithStaffForFile({ mail: true }, (app) => ({ ctx, staff, sink } = app));
beforeEach(() => {
  sink.received.length = 0;
});

const newLead = (name = "Quinn Homeowner") => postLead(ctx, "inquiries", { name });

/** One line whose subtotal gives exactly the total asked for, GST rounding included. */
const oneLine = (subtotalCents: number) => [
  { description: "Retaining wall as per the site visit", quantity: "1", unit: "job", unitPriceCents: subtotalCents },
];

const pathOf = (url: string) => new URL(url).pathname;
/** A page's HTML without React's text separators, to read sentences in it. */
const textOf = (html: string) => html.replaceAll("<!-- -->", "");
const hashOn = (html: string) => /name="version" value="([0-9a-f]{64})"/.exec(html)?.[1];
const accept = (path: string, fields: Record<string, string>) =>
  request(ctx.app)
    .post(path)
    .type("form")
    .set("User-Agent", "QuoteTest/1.0")
    .send({ action: "accept", fullName: "Quinn Homeowner", agree: "yes", ...fields });
const dueNow = (ids: number[]) =>
  ctx.database.db
    .update(tasks)
    .set({ runAt: sql`now()` })
    .where(inArray(tasks.id, ids));
const taskOf = async (id: number) => (await ctx.database.db.select().from(tasks).where(eq(tasks.id, id)))[0]!;

async function sentQuote(overrides: Record<string, unknown> = {}) {
  const lead = await newLead();
  const created = await staff.post("/api/quotes").send(wallQuote(lead.reference, overrides));
  expect(created.status).toBe(201);
  await staff.post(`/api/quotes/${created.body.id}/send`).expect(200);
  const path = pathOf(created.body.url);
  return { lead, id: created.body.id as number, path };
}

describe("writing a quote", () => {
  it("answers 201 with its id, version, private link and money in cents, exact to the cent", async () => {
    const lead = await newLead();
    const res = await staff.post("/api/quotes").send(wallQuote(lead.reference.toLowerCase()));
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(["depositCents", "gstCents", "id", "subtotalCents", "totalCents", "url", "version"]);
    expect(res.body).toMatchObject({ version: 1, subtotalCents: 526_875, gstCents: 52_688, totalCents: 579_563, depositCents: 57_956 });
    expect(pathOf(res.body.url)).toMatch(/^\/quote\/[A-Za-z0-9_-]{32}$/);
    const detail = (await staff.get(`/api/contact/${lead.id}`).expect(200)).body;
    expect(detail.quote.versions[0]).toMatchObject({
      version: 1,
      state: "draft",
      totalCents: 579_563,
      level: "regulated",
      contractor: { qbccLicence: expect.any(String) },
    });
    expect((await staff.post("/api/quotes").send(wallQuote(lead.reference))).status).toBe(409);
  });

  it("refuses bad input with field messages and stores nothing; an unknown reference is 404; staff only", async () => {
    const lead = await newLead();
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ lines: [] }, "lines", /at least one line/],
      [{ lines: [{ description: "Wall", quantity: "1.2345", unit: "m", unitPriceCents: 100 }] }, "lines.0.quantity", /at most 3 decimals/],
      [{ lines: [{ description: "Wall", quantity: "1", unit: "m", unitPriceCents: 10.5 }] }, "lines.0.unitPriceCents", /whole cents/],
      [
        { lines: [{ description: "Wall\u0000", quantity: "1", unit: "m", unitPriceCents: 100 }] },
        "lines.0.description",
        /invalid character/,
      ],
      [{ depositPercent: 12 }, "depositPercent", /at most 10% for a contract under \$20,000 \(QBCC Act, Schedule 1B, s 33\)/],
      [{ completionDate: null }, "completionDate", /above \$3,300 must state the date for practical completion/],
      [{ stages: [{ description: "Wall built", amountCents: 100 }] }, "stages", /must add up to the total of \$5,795\.63/],
      [{ scope: "Wall" }, "scope", /Describe the work/],
      [{ lines: [{ description: "Wall a\ud800b", quantity: "1", unit: "m", unitPriceCents: 100 }] }, "lines.0.description", /./],
    ];
    for (const [override, field, message] of cases) {
      const res = await staff.post("/api/quotes").send(wallQuote(lead.reference, override));
      expect(res.status, field).toBe(400);
      expect(res.body.errors[field], field).toMatch(message);
    }
    expect((await staff.get(`/api/contact/${lead.id}`)).body.quote).toBeNull();
    expect((await staff.post("/api/quotes").send(wallQuote("RW-2222ZZ"))).status).toBe(404);
    expect((await request(ctx.app).post("/api/quotes").send(wallQuote(lead.reference))).status).toBe(401);
  });

  it("applies the deposit caps on both sides of $20,000.00 including GST, and the $3,300 and $20,000 contents", async () => {
    const lead = await newLead();
    // subtotal $18,181.81 + GST $1,818.18 = $19,999.99; subtotal $18,181.82 + GST $1,818.18 = $20,000.00
    const under = { lines: oneLine(1_818_181), startDate: null };
    const at = { lines: oneLine(1_818_182) };
    const deposit = async (body: Record<string, unknown>) =>
      (await staff.post("/api/quotes").send(wallQuote(lead.reference, body))).body as {
        errors?: Record<string, string>;
        totalCents?: number;
      };
    expect((await deposit({ ...under, depositPercent: 10.01 })).errors?.depositPercent).toMatch(/at most 10%/);
    expect((await deposit({ ...at, depositPercent: 5.01 })).errors?.depositPercent).toMatch(
      /at most 5% for a contract of \$20,000 or more/,
    );
    expect((await deposit({ ...at, depositPercent: 10 })).errors?.depositPercent).toMatch(/at most 5%/);
    expect((await deposit({ ...at, depositPercent: 5, startDate: null })).errors?.startDate).toMatch(
      /\$20,000 or more must state the start date/,
    );
    // $3,300.00 exactly needs no contract dates; a cent more does
    expect((await deposit({ lines: oneLine(300_001), completionDate: null })).errors?.completionDate).toMatch(/above \$3,300/);
    const small = await staff
      .post("/api/quotes")
      .send(wallQuote(lead.reference, { lines: oneLine(300_000), completionDate: null, startDate: null }));
    expect(small.body).toMatchObject({ totalCents: 330_000 });
    const page = (await request(ctx.app).get(pathOf(small.body.url))).text;
    expect(page).not.toContain("Your right to withdraw");

    const levelTwo = await newLead();
    const big = await staff.post("/api/quotes").send(wallQuote(levelTwo.reference, { ...at, depositPercent: 5 }));
    expect(big.body).toMatchObject({ totalCents: 2_000_000, depositCents: 100_000 });
    const below = await newLead();
    expect((await staff.post("/api/quotes").send(wallQuote(below.reference, { ...under, depositPercent: 10 }))).body).toMatchObject({
      totalCents: 1_999_999,
      depositCents: 199_999,
    });
  });
});

describe("sending and versions", () => {
  it("sends: the homeowner's email has the link, the lead is Quoted at the total, follow-ups wait for business days 2 and 5 at 9:00", async () => {
    const { lead, id, path } = await sentQuote();
    const [row] = await ctx.database.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row).toMatchObject({ status: "quoted", quoteValue: 5795.63 });
    const mail = await sink.mailTo(lead.email, "Your quote");
    expect(mail.mail.subject).toBe(`Your quote ${lead.reference} from Ridgeline Walls & Fencing`);
    const link = /\/quote\/[A-Za-z0-9_-]{32}/.exec(mail.mail.text ?? "")![0];
    expect((await request(ctx.app).get(link)).text).toContain("Sleeper retaining wall, 1.2 m high");
    expect((await request(ctx.app).get(path)).status).toBe(200);

    const [version] = await ctx.database.db.select().from(quoteVersions).where(eq(quoteVersions.quoteId, id));
    const followUps = await ctx.database.db
      .select({ runAt: tasks.runAt })
      .from(quoteEmails)
      .innerJoin(tasks, eq(tasks.id, quoteEmails.taskId))
      .where(and(eq(quoteEmails.versionId, version!.id), eq(quoteEmails.kind, "follow-up")));
    const expected = [2, 5].map((days) =>
      brisbaneInstant(addWorkingDays(brisbaneDay(version!.sentAt!), days, isPublicHoliday), 9 * 60).toISOString(),
    );
    expect(followUps.map((f) => f.runAt.toISOString()).sort()).toEqual(expected);
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "lead"), eq(auditLog.targetId, String(lead.id))));
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(["quote.write", "quote.send"]));
    expect((await staff.post(`/api/quotes/${id}/send`)).status).toBe(409);
  });

  it("never changes a sent version: an edit is version 2, the link shows it once sent, and version 1 can no longer be accepted", async () => {
    const { id, path } = await sentQuote();
    const firstHash = hashOn((await request(ctx.app).get(path)).text)!;
    const edited = await staff.patch(`/api/quotes/${id}`).send({ ...wallQuote(""), reference: undefined, lines: oneLine(600_000) });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ version: 2, totalCents: 660_000 });
    // a draft does not replace what the homeowner sees
    expect(hashOn((await request(ctx.app).get(path)).text)).toBe(firstHash);
    await staff.post(`/api/quotes/${id}/send`).expect(200);
    const page = (await request(ctx.app).get(path)).text;
    expect(page).toContain("$6,600.00");
    expect(textOf(page)).toMatch(/Version 1, sent [^<]+ \(superseded\)/);
    const stale = await accept(path, { version: firstHash });
    expect(stale.status).toBe(409);
    expect(stale.text).toContain("This quote has changed since you opened it");
    const versions = (await staff.get(`/api/quotes/${id}`)).body.versions as { version: number; state: string; lines: unknown[] }[];
    expect(versions.map((v) => [v.version, v.state])).toEqual([
      [2, "sent"],
      [1, "superseded"],
    ]);
    expect(versions[1]!.lines).toHaveLength(2);
  });
});

describe("the version a link shows", () => {
  it("is never a draft: before a version is sent the link opens nothing; staff and the page agree on the one shown", async () => {
    const lead = await newLead();
    const created = await staff.post("/api/quotes").send(wallQuote(lead.reference));
    const path = pathOf(created.body.url);
    const unsent = await request(ctx.app).get(path);
    expect(unsent.status).toBe(404);
    expect(unsent.text).not.toContain("$5,795.63");
    expect((await request(ctx.app).get(`${path}/pdf`)).status).toBe(404);
    expect((await staff.get(`/api/quotes/${created.body.id}`)).body).toMatchObject({ shownVersion: null, waitingForAnswer: false });

    await staff.post(`/api/quotes/${created.body.id}/send`).expect(200);
    await staff
      .patch(`/api/quotes/${created.body.id}`)
      .send({ ...wallQuote(""), reference: undefined, lines: oneLine(600_000) })
      .expect(200);
    // version 2 is a draft: the page and staff both say version 1 is the one the homeowner sees
    expect(textOf((await request(ctx.app).get(path)).text)).toContain("$5,795.63");
    expect((await staff.get(`/api/quotes/${created.body.id}`)).body).toMatchObject({ shownVersion: 1, waitingForAnswer: true });
  });
});

describe("the homeowner's answer", () => {
  it("accepts exactly the version shown: name, time, address, browser and hash recorded; Won; staff alerted; a PDF confirmation", async () => {
    const { lead, id, path } = await sentQuote();
    const hash = hashOn((await request(ctx.app).get(path)).text)!;
    const before = Date.now();
    const res = await accept(path, { fullName: "  Quinn Q. Homeowner ", version: hash });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`${path}?done=accepted`);
    const [version] = await ctx.database.db.select().from(quoteVersions).where(eq(quoteVersions.quoteId, id));
    expect(version).toMatchObject({
      state: "accepted",
      acceptedName: "Quinn Q. Homeowner",
      acceptedUserAgent: "QuoteTest/1.0",
      contentHash: hash,
    });
    expect(version!.acceptedIp).toMatch(/198\.51\.100\.|127\.0\.0\.1|::ffff/);
    expect(version!.acceptedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(versionHash(version!)).toBe(hash);
    const [row] = await ctx.database.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row!.status).toBe("won");
    const moves = await ctx.database.db
      .select()
      .from(leadEvents)
      .where(and(eq(leadEvents.leadId, lead.id), eq(leadEvents.field, "status")));
    expect(moves.at(-1)).toMatchObject({ oldValue: "quoted", newValue: "won", username: "Homeowner (online quote)" });

    const done = textOf((await request(ctx.app).get(`${path}?done=accepted`)).text);
    expect(done).toContain("Your acceptance is recorded");
    expect(done).toContain("Accepted online by Quinn Q. Homeowner");
    expect(done).not.toContain('name="fullName"');
    expect((await accept(path, { version: hash })).text).toContain("This quote was accepted");

    await sink.mailTo("office@ridgeline.example", "Quote accepted: Quinn Homeowner");
    await expect
      .poll(() => sink.received.find((m) => m.envelopeTo.includes(lead.email) && m.mail.subject?.includes("accepted")), { timeout: 10_000 })
      .toBeDefined();
    const confirmation = sink.received.find((m) => m.envelopeTo.includes(lead.email) && m.mail.subject?.includes("accepted"))!;
    expect(confirmation.mail.text).toMatch(/withdraw within 5 business days/);
    const pdf = confirmation.mail.attachments.find((a) => a.contentType === "application/pdf")!;
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.content)), { mergePages: true });
    for (const expected of ["Sleeper retaining wall, 1.2 m high", "$5,795.63", "Accepted by Quinn Q. Homeowner", hash])
      expect(text).toContain(expected);
    expect((await staff.patch(`/api/quotes/${id}`).send({ ...wallQuote(""), reference: undefined })).status).toBe(409);
  });

  it("takes one answer when two arrive at once: the other is told it was answered", async () => {
    const { id, path } = await sentQuote();
    const hash = hashOn((await request(ctx.app).get(path)).text)!;
    const answers = await Promise.all([
      accept(path, { fullName: "First Clicker", version: hash }),
      request(ctx.app).post(path).type("form").send({ action: "decline", reason: "Changed my mind" }),
      accept(path, { fullName: "Second Clicker", version: hash }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([303, 409, 409]);
    const versions = await ctx.database.db.select().from(quoteVersions).where(eq(quoteVersions.quoteId, id));
    expect(versions).toHaveLength(1);
    const confirmations = await ctx.database.db
      .select()
      .from(quoteEmails)
      .where(and(eq(quoteEmails.versionId, versions[0]!.id), eq(quoteEmails.kind, "confirmation")));
    expect(confirmations).toHaveLength(versions[0]!.state === "accepted" ? 1 : 0);
  });

  it("never accepts two versions: an acceptance of version 1 and the sending of version 2 at once, exactly one happens", async () => {
    for (let round = 0; round < 4; round++) {
      const { id, path } = await sentQuote();
      const hash = hashOn((await request(ctx.app).get(path)).text)!;
      await staff
        .patch(`/api/quotes/${id}`)
        .send({ ...wallQuote(""), reference: undefined, lines: oneLine(900_000) })
        .expect(200);
      const [accepting, sending] = await Promise.all([
        accept(path, { fullName: "Racing Homeowner", version: hash }),
        staff.post(`/api/quotes/${id}/send`),
      ]);
      const versions = await ctx.database.db.select().from(quoteVersions).where(eq(quoteVersions.quoteId, id));
      const states = Object.fromEntries(versions.map((v) => [v.version, v.state]));
      if (accepting.status === 303) {
        expect([sending.status, sending.body.message]).toEqual([409, "This quote was accepted: it can no longer change"]);
        expect(states).toEqual({ 1: "accepted", 2: "draft" });
      } else {
        expect([accepting.status, sending.status]).toEqual([409, 200]);
        expect(textOf(accepting.text)).toMatch(/newer version|replaced|superseded/i);
        expect(states).toEqual({ 1: "superseded", 2: "sent" });
      }
    }
  });

  it("declines with a reason: Lost, the reason kept", async () => {
    const { lead, path } = await sentQuote();
    const res = await request(ctx.app)
      .post(path)
      .type("form")
      .send({ action: "decline", reason: "Went with a cheaper quote <b>sorry</b>" });
    expect(res.status).toBe(303);
    const [row] = await ctx.database.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row).toMatchObject({
      status: "lost",
      lostReason: "other",
      lostNote: "Declined the quote online: Went with a cheaper quote <b>sorry</b>",
    });
    const page = (await request(ctx.app).get(path)).text;
    expect(page).toContain("This quote was declined");
    expect(page).not.toContain("<b>sorry</b>");
  });

  it("refuses an expired quote, asks for the missing answers, and needs the Guide's tick from $20,000", async () => {
    const { id, path } = await sentQuote();
    const hash = hashOn((await request(ctx.app).get(path)).text)!;
    const missing = await accept(path, { fullName: "", agree: "", version: hash });
    expect(missing.status).toBe(400);
    expect(missing.text).toContain("Please type your full name");
    expect(missing.text).toContain("Please tick to accept the quote and its terms");
    await ctx.database.db
      .update(quoteVersions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(quoteVersions.quoteId, id));
    const expired = await accept(path, { version: hash });
    expect(expired.status).toBe(409);
    expect(expired.text).toContain("This quote has expired");

    const big = await sentQuote({ lines: oneLine(2_000_000), depositPercent: 5 });
    const page = (await request(ctx.app).get(big.path)).text;
    expect(page).toContain("I have received the Consumer Building Guide");
    expect(page).toContain("Statutory warranties");
    const bigHash = hashOn(page)!;
    const noGuide = await accept(big.path, { version: bigHash });
    expect(noGuide.status).toBe(400);
    expect(noGuide.text).toContain("Please confirm you have received the Consumer Building Guide");
    await accept(big.path, { version: bigHash, guide: "yes" }).expect(303);
    const [version] = await ctx.database.db.select().from(quoteVersions).where(eq(quoteVersions.quoteId, big.id));
    expect(version).toMatchObject({ state: "accepted", acceptedGuide: true });
  });

  it("answers a tampered or unknown link with 404, for the page, its PDF and its forms", async () => {
    const { path } = await sentQuote();
    const altered = path.slice(0, -1) + (path.endsWith("A") ? "B" : "A");
    for (const bad of [altered, "/quote/short", `${altered}/pdf`]) expect((await request(ctx.app).get(bad)).status, bad).toBe(404);
    expect((await request(ctx.app).post(altered).type("form").send({ action: "decline" })).status).toBe(404);
    const page = await request(ctx.app).get(path);
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.headers["referrer-policy"]).toBe("same-origin");
  });

  it("gives the page's PDF with the lines and total, and a page that prints as the document alone", async () => {
    const { path } = await sentQuote();
    const res = await binary(request(ctx.app).get(`${path}/pdf`));
    expect(res.headers["content-type"]).toBe("application/pdf");
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.body as Buffer)), { mergePages: true });
    for (const expected of ["Sleeper retaining wall, 1.2 m high", "$4,818.75", "$526.88", "$5,795.63", "Your right to withdraw"])
      expect(text).toContain(expected);
    const page = (await request(ctx.app).get(path)).text;
    expect(page).toContain("print:hidden");
    expect(page).not.toMatch(/<script(?![^>]*type="application\/json")/i);
  });
});

describe("follow-ups", () => {
  it("go while the quote waits, carry a one-click unsubscribe that stops the next at once, and none go after an answer", async () => {
    const { lead, id, path } = await sentQuote();
    const [version] = await ctx.database.db.select().from(quoteVersions).where(eq(quoteVersions.quoteId, id));
    const followUps = await ctx.database.db
      .select()
      .from(quoteEmails)
      .where(and(eq(quoteEmails.versionId, version!.id), eq(quoteEmails.kind, "follow-up")));
    const [first, second] = followUps.map((f) => f.taskId!).sort((a, b) => a - b);
    await dueNow([first!]);
    await expect.poll(async () => (await taskOf(first!)).state, { timeout: 10_000 }).toBe("done");
    const mail = sink.received.find((m) => m.envelopeTo.includes(lead.email) && m.mail.subject?.startsWith("About your quote"))!;
    expect(mail).toBeDefined();
    const unsubscribe = /^List-Unsubscribe:\s+<(https?:\/\/[^>]+\/unsubscribe\/[A-Za-z0-9_-]{32})>/m.exec(mail.raw)![1]!;
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(mail.mail.text).toContain("Ridgeline Walls & Fencing");
    expect(mail.mail.text).toContain(unsubscribe);

    // a link scanner opening the page unsubscribes nobody; the mail program's one-click POST does, from anywhere
    expect((await request(ctx.app).get(pathOf(unsubscribe))).text).toContain("Stop quote reminders?");
    expect((await staff.get(`/api/quotes/${id}`)).body.unsubscribed).toBe(false);
    const oneClick = await request(ctx.app)
      .post(pathOf(unsubscribe))
      .set("Origin", "https://mail.example.net")
      .type("form")
      .send("List-Unsubscribe=One-Click");
    expect(oneClick.status).toBe(200);
    expect(oneClick.text).toContain("You&#x27;re unsubscribed");
    expect((await staff.get(`/api/quotes/${id}`)).body.unsubscribed).toBe(true);
    await dueNow([second!]);
    await expect.poll(async () => (await taskOf(second!)).lastError, { timeout: 10_000 }).toBe("Not sent: the homeowner unsubscribed");
    expect((await staff.post(`/api/quotes/${id}/follow-ups`)).status).toBe(409);
    expect((await request(ctx.app).get(path)).text).toContain('name="fullName"');

    // another quote, answered before its follow-ups are due: they send nothing
    const answered = await sentQuote();
    await accept(answered.path, { version: hashOn((await request(ctx.app).get(answered.path)).text)! }).expect(303);
    const [answeredVersion] = await ctx.database.db.select().from(quoteVersions).where(eq(quoteVersions.quoteId, answered.id));
    const waiting = await ctx.database.db
      .select()
      .from(quoteEmails)
      .where(and(eq(quoteEmails.versionId, answeredVersion!.id), eq(quoteEmails.kind, "follow-up")));
    await dueNow(waiting.map((w) => w.taskId!));
    for (const w of waiting)
      await expect.poll(async () => (await taskOf(w.taskId!)).lastError, { timeout: 10_000 }).toBe("Not sent: the quote was accepted");
    expect(sink.received.some((m) => m.envelopeTo.includes(answered.lead.email) && m.mail.subject?.startsWith("About your quote"))).toBe(
      false,
    );
  });

  it("can be sent by hand, and stop when staff log the homeowner's reply", async () => {
    const { lead, id } = await sentQuote();
    const manual = await staff.post(`/api/quotes/${id}/follow-ups`);
    expect(manual.status).toBe(202);
    await sink.mailTo(lead.email, "About your quote");
    await staff.post(`/api/quotes/${id}/reply`).expect(200);
    const view = (await staff.get(`/api/quotes/${id}`)).body as {
      followUpsStoppedAt: string | null;
      emails: { kind: string; manual: boolean; state: string; taskId?: number }[];
    };
    expect(view.followUpsStoppedAt).not.toBeNull();
    expect(view.emails.filter((e) => e.kind === "follow-up" && e.manual).map((e) => e.state)).toEqual(["sent"]);
    const scheduled = await ctx.database.db
      .select()
      .from(quoteEmails)
      .where(
        and(
          eq(quoteEmails.manual, false),
          eq(quoteEmails.kind, "follow-up"),
          inArray(
            quoteEmails.versionId,
            (await ctx.database.db.select({ id: quoteVersions.id }).from(quoteVersions).where(eq(quoteVersions.quoteId, id))).map(
              (v) => v.id,
            ),
          ),
        ),
      );
    await dueNow(scheduled.map((s) => s.taskId!));
    for (const s of scheduled)
      await expect
        .poll(async () => (await taskOf(s.taskId!)).lastError, { timeout: 10_000 })
        .toBe("Not sent: staff logged the homeowner's reply");
  });
});

describe("the review request", () => {
  it("goes once per completed job, the same to everyone, and its review is a verified customer's tied to the lead", async () => {
    const { lead, path } = await sentQuote();
    expect((await staff.post(`/api/contact/${lead.id}/complete`)).status).toBe(409); // not Won yet
    await accept(path, { version: hashOn((await request(ctx.app).get(path)).text)! }).expect(303);
    const completed = await staff.post(`/api/contact/${lead.id}/complete`);
    expect(completed.status).toBe(200);
    expect((await staff.post(`/api/contact/${lead.id}/complete`)).status).toBe(409);
    await expect
      .poll(() => sink.received.filter((m) => m.envelopeTo.includes(lead.email) && m.mail.subject?.startsWith("How did we go?")).length, {
        timeout: 10_000,
      })
      .toBe(1);
    const ask = sink.received.find((m) => m.mail.subject?.startsWith("How did we go?"))!;
    expect(ask.mail.text).toContain("Whatever your experience, we'd like to hear it.");
    const token = /\/share-experience#review=([A-Za-z0-9_-]{32})/.exec(ask.mail.text ?? "")![1]!;
    await pollUntilQueueDrained(ctx.database.db);
    expect(sink.received.filter((m) => m.mail.subject?.startsWith("How did we go?"))).toHaveLength(1);

    const review = { name: "Quinn H.", location: "Chermside", rating: 5, reviewText: "Great wall, tidy crew, on time.", service: "" };
    const sent = await request(ctx.app)
      .post("/api/reviews")
      .send({ ...review, reviewToken: token });
    expect(sent.status).toBe(201);
    expect(sent.body.verified).toBe(true);
    const stored = (
      (await staff.get("/api/reviews/all")).body as { id: number; verified: boolean; leadKind: string; leadId: number }[]
    ).find((r) => r.id === sent.body.id)!;
    expect(stored).toMatchObject({ verified: true, leadKind: "inquiries", leadId: lead.id });
    await staff.patch(`/api/reviews/${sent.body.id}/approve`).expect(200);
    expect(
      ((await request(ctx.app).get("/api/reviews")).body as { id: number; verified: boolean }[]).find((r) => r.id === sent.body.id)
        ?.verified,
    ).toBe(true);

    // the link is spent: a second review from it is still taken, as an ordinary one
    const again = await request(ctx.app)
      .post("/api/reviews")
      .send({ ...review, reviewText: "Second thoughts: still great.", reviewToken: token });
    expect(again.status).toBe(201);
    expect(again.body.verified).toBe(false);
  });
});
