import { desc } from "drizzle-orm";
import { googleAdLeads } from "@shared/schema";
import type { AdEnquiry } from "@shared/validation/ad-enquiry";
import type { AppDb } from "../../db/client";

export async function insertAdLead(db: AppDb, input: AdEnquiry) {
  const [row] = await db.insert(googleAdLeads).values(input).returning();
  return row;
}

export function listAdLeads(db: AppDb) {
  return db.select().from(googleAdLeads).orderBy(desc(googleAdLeads.createdAt), desc(googleAdLeads.id));
}
