import { and, eq, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { phoneFromQuery, referenceFromQuery } from "@shared/leads/lead-reference";
import { leads } from "@shared/schema";
import { escapeLike, type LeadKindSpec } from "./lead-records";

/** `text ilike '%word%'` for one search word, with the LIKE wildcards in the word taken literally. */
const containsWord = (text: SQL, word: string) => sql`${text} ilike ${`%${escapeLike(word)}%`}`;

/** The stored phone in national digits, as shared/leads/lead-reference.ts's nationalPhoneDigits reads a typed one. */
const nationalDigits = (phone: PgColumn) =>
  sql`regexp_replace(regexp_replace(regexp_replace(${phone}, ${"\\D"}, '', 'g'), ${"^0061"}, '0'), ${"^61(\\d{9})$"}, ${"0\\1"})`;

/**
 * What the staff search box finds: every word in the lead's visible text (name, email, suburb...), or the
 * lead whose reference the text is however it was typed ("rw-cfb9zg", "RW CFB9ZG", "CFB9ZG"), or the leads
 * whose phone holds the number however it was written ("0412 345 678", "+61 412 345 678").
 */
export function leadSearchCondition(spec: LeadKindSpec, query: string | undefined): SQL | undefined {
  const text = query?.trim() ?? "";
  if (!text) return undefined;
  const reference = referenceFromQuery(text);
  const phone = phoneFromQuery(text);
  return or(
    and(...text.split(/\s+/).map((word) => containsWord(spec.searchText, word))),
    reference ? eq(leads.reference, reference) : undefined,
    phone ? sql`${nationalDigits(leads.phone)} like ${`%${phone}%`}` : undefined,
  );
}
