import { desc } from "drizzle-orm";
import { contactInquiries } from "@shared/schema";
import type { QuoteRequest } from "@shared/validation/quote-request";
import type { AppDb } from "../../db/client";

export async function insertQuoteRequest(db: AppDb, input: QuoteRequest) {
  const [row] = await db.insert(contactInquiries).values(input).returning();
  return row;
}

export function listQuoteRequests(db: AppDb) {
  return db.select().from(contactInquiries).orderBy(desc(contactInquiries.createdAt), desc(contactInquiries.id));
}
