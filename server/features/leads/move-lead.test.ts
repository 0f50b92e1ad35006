import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { and, eq, gt, sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, leadEvents, leads } from "@shared/schema";
import { projectRoot } from "../../project-root";
import { postLead } from "../../test/leads";
import { acceptQuote, sendWallQuote } from "../../test/quotes";
import { signedInAgent } from "../../test/staff";
import { createTestContext, type TestContext } from "../../test/test-app";

let ctx: TestContext;
let staff: Awaited<ReturnType<typeof signedInAgent>>;

beforeAll(async () => {
  ctx = await createTestContext({ trustProxy: 1 });
  staff = await signedInAgent(ctx);
});
afterAll(() => ctx?.close());

/** What one action recorded about the lead: its status history rows and its audit rows, since a mark. */
async function recorded(leadId: number, action: () => Promise<unknown>) {
  const { db } = ctx.database;
  const marks = await db.execute(
    sql`select coalesce((select max(id) from ${leadEvents}), 0)::int as "eventMark", coalesce((select max(id) from ${auditLog}), 0)::int as "auditMark"`,
  );
  const [{ eventMark, auditMark }] = (marks as unknown as { rows: [{ eventMark: number; auditMark: number }] }).rows;
  await action();
  const history = await db
    .select()
    .from(leadEvents)
    .where(and(eq(leadEvents.leadId, leadId), gt(leadEvents.id, eventMark)));
  const audit = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, "lead"), eq(auditLog.targetId, String(leadId)), gt(auditLog.id, auditMark)));
  const [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
  return { history, audit, lead: lead! };
}

const statusRows = (history: { field: string }[]) => history.filter((row) => row.field === "status");

describe("every way a lead moves writes one status history row and one audit row", () => {
  it("the desk: New to Contacted, by the staff member", async () => {
    const lead = await postLead(ctx);
    const {
      history,
      audit,
      lead: row,
    } = await recorded(lead.id, () => staff.patch(`/api/contact/${lead.id}`).send({ status: "contacted" }).expect(200));
    expect(statusRows(history)).toEqual([expect.objectContaining({ oldValue: "new", newValue: "contacted", username: "office" })]);
    expect(audit).toEqual([expect.objectContaining({ action: "lead.update", actorName: "office" })]);
    expect(audit[0]!.summary).toBe(`${lead.reference}: status New -> Contacted`);
    expect(row.firstResponseAt).not.toBeNull();
  });

  it("the homeowner's booking: New to Site visit booked, by the homeowner", async () => {
    const lead = await postLead(ctx);
    const page = (await request(ctx.app).get(lead.bookingPath).expect(200)).text;
    const slot = /name="slot" value="([^"]+)"/.exec(page)![1]!;
    const {
      history,
      audit,
      lead: row,
    } = await recorded(lead.id, () =>
      request(ctx.app).post(lead.bookingPath).type("form").send({ action: "book", slot, address: "1 Example St, Chermside" }).expect(303),
    );
    expect(statusRows(history)).toEqual([expect.objectContaining({ oldValue: "new", newValue: "site-visit-booked", userId: null })]);
    expect(audit).toEqual([expect.objectContaining({ action: "lead.update", actorName: "Homeowner (online booking)", actorId: null })]);
    expect(row.status).toBe("site-visit-booked");
  });

  it("sending a quote: Quoted at its total, by the staff member", async () => {
    const lead = await postLead(ctx);
    const sent = await recorded(lead.id, () => sendWallQuote(staff, lead.reference));
    expect(statusRows(sent.history)).toEqual([expect.objectContaining({ oldValue: "new", newValue: "quoted", username: "office" })]);
    expect(sent.audit.filter((row) => row.action === "lead.update")).toHaveLength(1);
    expect(sent.lead.quoteValue).toBe(5795.63);
  });

  it("the homeowner's acceptance and decline: Won and Lost, by the homeowner", async () => {
    const won = await postLead(ctx);
    const quote = await sendWallQuote(staff, won.reference);
    const accepted = await recorded(won.id, async () => expect((await acceptQuote(ctx, quote.path)).status).toBe(303));
    expect(statusRows(accepted.history)).toEqual([expect.objectContaining({ oldValue: "quoted", newValue: "won", userId: null })]);
    expect(accepted.audit).toEqual([expect.objectContaining({ action: "lead.update", actorName: "Homeowner (online quote)" })]);

    const lost = await postLead(ctx);
    const other = await sendWallQuote(staff, lost.reference);
    const declined = await recorded(lost.id, () =>
      request(ctx.app).post(other.path).type("form").send({ action: "decline", reason: "Too dear" }).expect(303),
    );
    expect(statusRows(declined.history)).toEqual([expect.objectContaining({ oldValue: "quoted", newValue: "lost" })]);
    expect(declined.audit).toEqual([expect.objectContaining({ action: "lead.update" })]);
    expect(declined.lead).toMatchObject({ status: "lost", lostReason: "other", lostNote: "Declined the quote online: Too dear" });

    // completing the Won job: one history row and one audit row, and only once
    const completed = await recorded(won.id, () => staff.post(`/api/contact/${won.id}/complete`).expect(200));
    expect(completed.history).toEqual([expect.objectContaining({ field: "completed", oldValue: null })]);
    expect(completed.audit).toEqual([expect.objectContaining({ action: "lead.complete" })]);
    const again = await recorded(won.id, () => staff.post(`/api/contact/${won.id}/complete`).expect(409));
    expect([again.history, again.audit]).toEqual([[], []]);
  });

  it("a move that changes nothing records nothing", async () => {
    const lead = await postLead(ctx);
    await staff.patch(`/api/contact/${lead.id}`).send({ status: "contacted" }).expect(200);
    const { history, audit } = await recorded(lead.id, () =>
      staff.patch(`/api/contact/${lead.id}`).send({ status: "contacted" }).expect(200),
    );
    expect([history, audit]).toEqual([[], []]);
  });
});

/** Every server source file, tests and the one module allowed aside. */
async function serverSources(): Promise<{ file: string; text: string }[]> {
  const root = path.join(projectRoot, "server");
  const files = (await readdir(root, { recursive: true })).filter((file) => /\.ts$/.test(file) && !/\.test\.ts$|^test\//.test(file));
  return Promise.all(files.map(async (file) => ({ file, text: await readFile(path.join(root, file), "utf8") })));
}

/** Where a module writes leads' columns other than through moveLead: the columns it sets, as written. */
const LEAD_WRITES = [/\.update\(leads\)\s*\.set\(\{([^}]*)\}/g, /update\s+(?:\$\{leads\}|"?leads"?)\s+set\s+([^`;]*)/gi];
/** A write that could set the status: it names it, or spreads an object whose keys the check cannot see. */
const mayWriteStatus = (columns: string) => /\bstatus\b|\.\.\./.test(columns);

it("no module but move-lead.ts writes a lead's status", async () => {
  const offenders: string[] = [];
  for (const { file, text } of await serverSources()) {
    if (file.endsWith(path.join("leads", "move-lead.ts"))) continue;
    for (const pattern of LEAD_WRITES) for (const match of text.matchAll(pattern)) if (mayWriteStatus(match[1]!)) offenders.push(file);
  }
  expect(offenders).toEqual([]);
  // the check finds a status write where there is one
  const samples = [
    `await tx.update(leads).set({ status: "won" }).where(eq(leads.id, id));`,
    `await tx.update(leads).set({ ...next }).where(eq(leads.id, id));`,
    "await db.execute(sql`update ${leads} set status = 'won' where id = 1`);",
  ];
  for (const sample of samples)
    expect(LEAD_WRITES.some((pattern) => [...sample.matchAll(pattern)].some((m) => mayWriteStatus(m[1]!)))).toBe(true);
});
