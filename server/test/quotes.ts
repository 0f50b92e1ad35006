import request from "supertest";
import { postLead } from "./leads";
import type { TestContext } from "./test-app";

type Agent = ReturnType<typeof request.agent>;

/** 12.5 m at $385.50 and one drain at $450: $5,268.75, GST $526.88 (half up), $5,795.63 in all. */
export const wallQuote = (reference: string, overrides: Record<string, unknown> = {}) => ({
  reference,
  lines: [
    { description: "Sleeper retaining wall, 1.2 m high", quantity: "12.5", unit: "m", unitPriceCents: 38_550 },
    { description: "Ag drain and gravel backfill", quantity: 1, unit: "each", unitPriceCents: 45_000 },
  ],
  depositPercent: 10,
  validDays: 30,
  startDate: "2027-01-11",
  completionDate: "2027-01-15",
  scope: "Remove the old garden edge and build a 12.5 m concrete sleeper wall with drainage.",
  exclusions: "Council approval for walls over 1 m, if needed.",
  ...overrides,
});

/** Staff write the lead's quote and send it: its id and the homeowner's page, /quote/<token>. */
export async function sendWallQuote(staff: Agent, reference: string, overrides: Record<string, unknown> = {}) {
  const created = await staff.post("/api/quotes").send(wallQuote(reference, overrides));
  if (created.status !== 201) throw new Error(`the quote was refused: ${created.status} ${created.text}`);
  await staff.post(`/api/quotes/${created.body.id}/send`).expect(200);
  return { id: created.body.id as number, path: new URL(created.body.url).pathname };
}

/** The version hash the quote page's accept form carries: what an acceptance is an acceptance of. */
export const versionHashOn = (html: string) => /name="version" value="([0-9a-f]{64})"/.exec(html)?.[1];

/** The homeowner accepts the quote on its page, as shown now. */
export async function acceptQuote(ctx: TestContext, path: string, fields: Record<string, string> = {}) {
  const version = versionHashOn((await request(ctx.app).get(path)).text) ?? "";
  return request(ctx.app)
    .post(path)
    .type("form")
    .set("User-Agent", "QuoteTest/1.0")
    .send({ action: "accept", fullName: "Quinn Homeowner", agree: "yes", version, ...fields });
}

/** The wall quote's two stages: $2,000.00 and $3,216.07, the rest of $5,795.63 after its 10% deposit ($579.56). */
export const TWO_STAGES = [
  { description: "Excavation and footings", amountCents: 200_000 },
  { description: "Wall, drainage and backfill", amountCents: 321_607 },
];

/** A lead sent through the quote form whose two-stage wall quote the homeowner accepted on its page. */
export async function acceptedWallQuote(
  ctx: TestContext,
  staff: Agent,
  { lead: leadFields = {}, quote: quoteFields = {} }: { lead?: Record<string, unknown>; quote?: Record<string, unknown> } = {},
) {
  const lead = await postLead(ctx, "inquiries", { name: "Quinn Homeowner", ...leadFields });
  const quote = await sendWallQuote(staff, lead.reference, { stages: TWO_STAGES, ...quoteFields });
  const accepted = await acceptQuote(ctx, quote.path);
  if (accepted.status !== 303) throw new Error(`the acceptance was refused: ${accepted.status} ${accepted.text}`);
  return lead;
}
