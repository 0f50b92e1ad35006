import {
  boolean,
  index,
  integer,
  json,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).defaultNow().notNull();
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: "number" });
const percent = (name: string) => numeric(name, { precision: 7, scale: 2, mode: "number" });
/** margins run far below -100% when costs dwarf the price, so they get room a share does not need */
const margin = (name: string) => numeric(name, { precision: 16, scale: 2, mode: "number" });

// ---------- Contractor site ----------

export const contactInquiries = pgTable(
  "contact_inquiries",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    service: text("service").notNull(),
    length: text("length").notNull(),
    location: text("location").notNull(),
    timeline: text("timeline").notNull(),
    budget: text("budget").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("contact_inquiries_created_at_idx").on(t.createdAt)],
);

export const googleAdLeads = pgTable(
  "google_ad_leads",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    service: text("service").notNull(),
    message: text("message").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("google_ad_leads_created_at_idx").on(t.createdAt)],
);

export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    location: text("location").notNull(),
    rating: integer("rating").notNull(),
    reviewText: text("review_text").notNull(),
    service: text("service"),
    isApproved: text("is_approved").default("pending").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("reviews_status_created_at_idx").on(t.isApproved, t.createdAt)],
);

export const users = pgTable("users", {
  id: serial("id").primaryKey(),
  username: text("username").notNull().unique(),
  /** argon2id hash, never the password itself */
  password: text("password").notNull(),
});

/** express-session rows, in the shape connect-pg-simple reads and writes. */
export const sessions = pgTable(
  "session",
  {
    sid: varchar("sid").primaryKey(),
    sess: json("sess").notNull(),
    expire: timestamp("expire", { precision: 6 }).notNull(),
  },
  (t) => [index("IDX_session_expire").on(t.expire)],
);

/** Server-generated settings that every process on this database must share (the session secret). */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

// ---------- Golf market research ----------

export const golfProducts = pgTable("golf_products", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  brand: text("brand").notNull(),
  category: text("category").notNull(),
  subcategory: text("subcategory"),
  priceUSD: money("price_usd").notNull(),
  priceAUD: money("price_aud").notNull(),
  description: text("description"),
  imageUrl: text("image_url"),
  inStock: boolean("in_stock").default(true).notNull(),
  stockQuantity: integer("stock_quantity").default(0).notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).defaultNow().notNull(),
});

export const marketData = pgTable("market_data", {
  id: serial("id").primaryKey(),
  country: text("country").notNull(),
  marketSegment: text("market_segment").notNull(),
  marketSizeUSD: numeric("market_size_usd", { precision: 16, scale: 2, mode: "number" }).notNull(),
  growthRate: percent("growth_rate").notNull(),
  year: integer("year").notNull(),
  source: text("source"),
  notes: text("notes"),
  createdAt: createdAt(),
});

export const golfBrands = pgTable("golf_brands", {
  id: serial("id").primaryKey(),
  brandName: text("brand_name").notNull(),
  country: text("country").notNull(),
  marketShare: percent("market_share"),
  priceRange: text("price_range"),
  specialization: text("specialization"),
  australianPresence: boolean("australian_presence").default(false).notNull(),
  website: text("website"),
  notes: text("notes"),
  createdAt: createdAt(),
});

export const priceComparisons = pgTable("price_comparisons", {
  id: serial("id").primaryKey(),
  productName: text("product_name").notNull(),
  brand: text("brand").notNull(),
  category: text("category").notNull(),
  usPrice: money("us_price").notNull(),
  australianPrice: money("australian_price").notNull(),
  priceGap: percent("price_gap").notNull(),
  retailer: text("retailer"),
  lastUpdated: timestamp("last_updated", { withTimezone: true }).defaultNow().notNull(),
});

export const customerInsights = pgTable("customer_insights", {
  id: serial("id").primaryKey(),
  demographic: text("demographic").notNull(),
  country: text("country").notNull(),
  spendingHabits: text("spending_habits"),
  preferredBrands: text("preferred_brands"),
  purchaseFrequency: text("purchase_frequency"),
  keyFactors: text("key_factors"),
  source: text("source"),
  createdAt: createdAt(),
});

export const suppliers = pgTable("suppliers", {
  id: serial("id").primaryKey(),
  companyName: text("company_name").notNull(),
  country: text("country").notNull(),
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
  id: serial("id").primaryKey(),
  companyName: text("company_name").notNull(),
  website: text("website"),
  country: text("country").notNull(),
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
  id: serial("id").primaryKey(),
  productCategory: text("product_category").notNull(),
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

export type ContactInquiry = typeof contactInquiries.$inferSelect;
export type GoogleAdLead = typeof googleAdLeads.$inferSelect;
export type Review = typeof reviews.$inferSelect;
export type User = typeof users.$inferSelect;
export type GolfProduct = typeof golfProducts.$inferSelect;
export type MarketData = typeof marketData.$inferSelect;
export type GolfBrand = typeof golfBrands.$inferSelect;
export type PriceComparison = typeof priceComparisons.$inferSelect;
export type CustomerInsight = typeof customerInsights.$inferSelect;
export type Supplier = typeof suppliers.$inferSelect;
export type Competitor = typeof competitors.$inferSelect;
export type ProfitAnalysis = typeof profitAnalysis.$inferSelect;

export const reviewStatus = { pending: "pending", approved: "approved" } as const;
