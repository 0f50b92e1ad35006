import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, numeric, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { ShippingMode } from "../golf/border-charges";
import type { ShipmentInput } from "../golf/shipment";
import type { ChannelFees } from "../golf/channel-fees";
import { createdAt, margin, money, notNullText, percent, rowId } from "./columns";

// ---------- Golf market research ----------

export const golfProducts = pgTable("golf_products", {
  id: rowId(),
  name: notNullText("name"),
  brand: notNullText("brand"),
  category: notNullText("category"),
  subcategory: text("subcategory"),
  priceUSD: money("price_usd").notNull(),
  priceAUD: money("price_aud").notNull(),
  description: text("description"),
  imageUrl: text("image_url"),
  inStock: boolean("in_stock").default(true).notNull(),
  stockQuantity: integer("stock_quantity").default(0).notNull(),
  /** shipping weight of one unit, kg: freight is shared across a shipment's lines by it */
  weightKg: numeric("weight_kg", { precision: 10, scale: 3, mode: "number" }),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).defaultNow().notNull(),
});

export const marketData = pgTable("market_data", {
  id: rowId(),
  country: notNullText("country"),
  marketSegment: notNullText("market_segment"),
  marketSizeUSD: numeric("market_size_usd", { precision: 16, scale: 2, mode: "number" }).notNull(),
  growthRate: percent("growth_rate").notNull(),
  year: integer("year").notNull(),
  source: text("source"),
  notes: text("notes"),
  createdAt: createdAt(),
});

export const golfBrands = pgTable("golf_brands", {
  id: rowId(),
  brandName: notNullText("brand_name"),
  country: notNullText("country"),
  marketShare: percent("market_share"),
  priceRange: text("price_range"),
  specialization: text("specialization"),
  australianPresence: boolean("australian_presence").default(false).notNull(),
  website: text("website"),
  notes: text("notes"),
  /** where the market share comes from (provenance); null for the built-in sample */
  source: text("source"),
  createdAt: createdAt(),
});

export const priceComparisons = pgTable("price_comparisons", {
  id: rowId(),
  productName: notNullText("product_name"),
  brand: notNullText("brand"),
  category: notNullText("category"),
  usPrice: money("us_price").notNull(),
  australianPrice: money("australian_price").notNull(),
  priceGap: percent("price_gap").notNull(),
  retailer: text("retailer"),
  /** where the two prices were read (provenance); null for the built-in sample */
  source: text("source"),
  lastUpdated: timestamp("last_updated", { withTimezone: true }).defaultNow().notNull(),
});

export const customerInsights = pgTable("customer_insights", {
  id: rowId(),
  demographic: notNullText("demographic"),
  country: notNullText("country"),
  spendingHabits: text("spending_habits"),
  preferredBrands: text("preferred_brands"),
  purchaseFrequency: text("purchase_frequency"),
  keyFactors: text("key_factors"),
  source: text("source"),
  createdAt: createdAt(),
});

export const suppliers = pgTable("suppliers", {
  id: rowId(),
  companyName: notNullText("company_name"),
  country: notNullText("country"),
  contactEmail: text("contact_email"),
  website: text("website"),
  specialization: text("specialization"),
  minimumOrder: integer("minimum_order"),
  paymentTerms: text("payment_terms"),
  shippingRegions: text("shipping_regions"),
  certifications: text("certifications"),
  notes: text("notes"),
  rating: integer("rating"),
  createdAt: createdAt(),
});

export const competitors = pgTable("competitors", {
  id: rowId(),
  companyName: notNullText("company_name"),
  website: text("website"),
  country: notNullText("country"),
  marketSegment: text("market_segment"),
  specialization: text("specialization"),
  estimatedRevenue: numeric("estimated_revenue", { precision: 16, scale: 2, mode: "number" }),
  marketShare: percent("market_share"),
  strengths: text("strengths"),
  weaknesses: text("weaknesses"),
  pricingStrategy: text("pricing_strategy"),
  distributionChannels: text("distribution_channels"),
  createdAt: createdAt(),
});

export const profitAnalysis = pgTable("profit_analysis", {
  id: rowId(),
  productCategory: notNullText("product_category"),
  averageUSPrice: money("average_us_price").notNull(),
  averageAUPrice: money("average_au_price").notNull(),
  suggestedRetailPrice: money("suggested_retail_price").notNull(),
  costOfGoods: money("cost_of_goods").notNull(),
  shippingCost: money("shipping_cost").notNull(),
  marketingCost: money("marketing_cost").notNull(),
  grossMargin: margin("gross_margin").notNull(),
  netMargin: margin("net_margin").notNull(),
  breakEvenUnits: integer("break_even_units"),
  notes: text("notes"),
  lastUpdated: timestamp("last_updated", { withTimezone: true }).defaultNow().notNull(),
});

// ---------- Golf settings ----------

/**
 * Figures the seller enters and edits (exchange rate, general duty rate, import processing charge),
 * one row each, with the source and the date each was taken. Read through server/features/golf/golf-settings.queries.ts.
 */
export const golfSettings = pgTable("golf_settings", {
  key: text("key").primaryKey(),
  value: numeric("value", { precision: 14, scale: 6, mode: "number" }).notNull(),
  source: notNullText("source"),
  takenOn: date("taken_on", { mode: "string" }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).defaultNow().notNull(),
});

export type GolfProduct = typeof golfProducts.$inferSelect;

export type MarketData = typeof marketData.$inferSelect;

export type GolfBrand = typeof golfBrands.$inferSelect;

export type PriceComparison = typeof priceComparisons.$inferSelect;

export type CustomerInsight = typeof customerInsights.$inferSelect;

export type Supplier = typeof suppliers.$inferSelect;

export type Competitor = typeof competitors.$inferSelect;

export type ProfitAnalysis = typeof profitAnalysis.$inferSelect;

/** The product a row belongs to; the row goes with it. */
const productColumn = () =>
  integer("product_id")
    .notNull()
    .references(() => golfProducts.id, { onDelete: "cascade" });

// ---------- Golf: prices and exchange rates over time, watches and their alerts ----------

/** One price seen for a product in one market on one day. The product's current prices are its latest ones. */
export const golfPriceObservations = pgTable(
  "golf_price_observations",
  {
    id: rowId(),
    productId: productColumn(),
    observedOn: date("observed_on", { mode: "string" }).notNull(),
    market: text("market").$type<"US" | "AU">().notNull(),
    retailer: notNullText("retailer"),
    price: money("price").notNull(),
    currency: text("currency").$type<"USD" | "AUD">().notNull(),
    inStock: boolean("in_stock").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("golf_price_observations_product_idx").on(t.productId, t.observedOn),
    check(
      "golf_price_observations_market_check",
      sql`(${t.market} = 'US' and ${t.currency} = 'USD') or (${t.market} = 'AU' and ${t.currency} = 'AUD')`,
    ),
    check("golf_price_observations_price_check", sql`${t.price} > 0`),
  ],
);

/** The exchange rate's history: US$ per A$1 on each day it was taken, with its source. */
export const golfFxRates = pgTable(
  "golf_fx_rates",
  {
    date: date("date", { mode: "string" }).primaryKey(),
    usdPerAud: numeric("usd_per_aud", { precision: 10, scale: 6, mode: "number" }).notNull(),
    source: notNullText("source"),
    createdAt: createdAt(),
  },
  (t) => [check("golf_fx_rates_rate_check", sql`${t.usdPerAud} > 0 and ${t.usdPerAud} <= 5`)],
);

/** A seller's watch on a product: a rule, its threshold, the landed-cost terms it is judged on, and whether it holds now. */
export const golfWatches = pgTable("golf_watches", {
  id: rowId(),
  productId: productColumn(),
  rule: text("rule").$type<"gap-above" | "margin-above" | "au-price-below">().notNull(),
  threshold: numeric("threshold", { precision: 12, scale: 2, mode: "number" }).notNull(),
  units: integer("units").default(1).notNull(),
  origin: text("origin").default("United States").notNull(),
  freightAud: money("freight_aud").default(0).notNull(),
  brokerFeeAud: money("broker_fee_aud").default(0).notNull(),
  /** whether the rule held at the last look: an alert is raised only when it turns true */
  holds: boolean("holds").default(false).notNull(),
  createdBy: notNullText("created_by"),
  createdAt: createdAt(),
});

/** A watch's rule turned true: the figures that made it so. Shown until dismissed. */
export const golfAlerts = pgTable(
  "golf_alerts",
  {
    id: rowId(),
    watchId: integer("watch_id")
      .notNull()
      .references(() => golfWatches.id, { onDelete: "cascade" }),
    productId: integer("product_id").notNull(),
    message: notNullText("message"),
    figures: jsonb("figures").$type<Record<string, number | string | null>>().notNull(),
    createdAt: createdAt(),
    dismissedAt: timestamp("dismissed_at", { withTimezone: true }),
  },
  (t) => [index("golf_alerts_open_idx").on(t.dismissedAt, t.createdAt)],
);

/** A saved shipment plan: its name and the calculation's input (mode, export date, freight, fee, lines). */
export const golfShipments = pgTable("golf_shipments", {
  id: rowId(),
  name: notNullText("name"),
  plan: jsonb("plan").$type<ShipmentInput>().notNull(),
  createdBy: notNullText("created_by"),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).defaultNow().notNull(),
});

/**
 * The border's charges on a full import declaration, edited by the Owner: the import processing charge by mode and
 * value tier (`from_aud`), and the biosecurity charge by mode (no tier). Read through golf-border-charges.queries.ts;
 * with no row saved the charges in force (shared/golf/border-charges.ts) apply.
 */
export const golfBorderCharges = pgTable(
  "golf_border_charges",
  {
    id: rowId(),
    kind: text("kind").$type<"processing" | "biosecurity">().notNull(),
    mode: text("mode").$type<ShippingMode>().notNull(),
    fromAUD: money("from_aud"),
    amountAUD: money("amount_aud").notNull(),
    source: notNullText("source"),
    effectiveFrom: date("effective_from", { mode: "string" }).notNull(),
  },
  (t) => [check("golf_border_charges_amount_check", sql`${t.amountAUD} >= 0`)],
);

/**
 * The sales channels' fee table, one row per version (the newest is in use; the audit log holds who changed what).
 * With no row saved the starting table (shared/golf/channel-fees.ts) applies.
 */
export const golfChannelFeeTables = pgTable("golf_channel_fee_tables", {
  id: rowId(),
  channels: jsonb("channels").$type<ChannelFees["channels"]>().notNull(),
  createdBy: notNullText("created_by"),
  createdAt: createdAt(),
});
