import { LinkifyIt } from "linkify-it";
import { asc, sql } from "drizzle-orm";
import { reviews } from "@shared/schema";
import type { AppDb } from "../../db/client";

// linkify-it (markdown-it's link finder) knows the TLD list, so "cheapwalls.com.au" counts and "e.g." or "Node.js" do not.
const linkify = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: false });

/** Whether any of a visitor's texts holds a web address (with or without http://). */
export const containsLinks = (...texts: string[]): boolean => texts.some((text) => linkify.test(text));

/** Review text compared without case, surrounding spaces or repeated whitespace. */
const normalised = (text: unknown) => sql`lower(regexp_replace(btrim(${text}), '\\s+', ' ', 'g'))`;

/** The first review already sent with the same text, which a new one duplicates; undefined when none. */
export async function findDuplicateOf(db: AppDb, reviewText: string): Promise<number | undefined> {
  const [first] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(sql`${normalised(reviews.reviewText)} = ${normalised(reviewText)}`)
    .orderBy(asc(reviews.id))
    .limit(1);
  return first?.id;
}
