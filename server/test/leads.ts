import { eq } from "drizzle-orm";
import request from "supertest";
import { leads } from "@shared/schema";
import { adEnquiryBody, quoteRequestBody } from "./lead-bodies";
import type { TestContext } from "./test-app";

let visitor = 0;

export interface PostedLead {
  id: number;
  reference: string;
  email: string;
  /** the homeowner's booking page, /book/<token> */
  bookingPath: string;
}

/**
 * A lead sent through its public form, as a homeowner would, from an address and email of its own (the receipt
 * limits count per visitor and per recipient; the context must trust one proxy hop for the address to count).
 */
export async function postLead(ctx: TestContext, kind: "inquiries" | "ga-leads" = "inquiries", overrides: Record<string, unknown> = {}) {
  visitor += 1;
  const email = `lead.${visitor}.${Date.now()}@example.com`;
  const [path, body] =
    kind === "inquiries"
      ? ["/api/contact", quoteRequestBody({ email, location: "Chermside", ...overrides })]
      : ["/api/ga-enquiry", adEnquiryBody({ email, ...overrides })];
  const res = await request(ctx.app)
    .post(path)
    .set("X-Forwarded-For", `198.51.100.${(visitor % 250) + 1}`)
    .send(body);
  if (res.status !== 201) throw new Error(`the lead was refused: ${res.status} ${res.text}`);
  const [row] = await ctx.database.db.select().from(leads).where(eq(leads.reference, res.body.reference));
  return { id: row!.id, reference: row!.reference, email: row!.email, bookingPath: new URL(res.body.bookingUrl).pathname } as PostedLead;
}

/** POST /api/contact with the standard quote request changed by `overrides`, for the answer itself. */
export const sendQuoteRequest = (ctx: TestContext, overrides: Record<string, unknown> = {}) =>
  request(ctx.app).post("/api/contact").send(quoteRequestBody(overrides));
