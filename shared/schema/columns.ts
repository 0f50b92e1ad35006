import { numeric, serial, text, timestamp } from "drizzle-orm/pg-core";

/** A row's own number, given by the database in order. */
export const rowId = () => serial("id").primaryKey();
/** A text the row must have ("text not null"). */
export const notNullText = (name: string) => text(name).notNull();
export const createdAt = () => timestamp("created_at", { withTimezone: true }).defaultNow().notNull();
export const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: "number" });
export const percent = (name: string) => numeric(name, { precision: 7, scale: 2, mode: "number" });
/** margins run far below -100% when costs dwarf the price, so they get room a share does not need */
export const margin = (name: string) => numeric(name, { precision: 16, scale: 2, mode: "number" });
