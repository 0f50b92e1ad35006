import type { Estimate, EstimateJob } from "./estimate/estimate";
import type { PriceTable } from "./estimate/price-table";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  json,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  unique,
  varchar,
} from "drizzle-orm/pg-core";
import { type Attribution, EMPTY_ATTRIBUTION } from "./attribution";
import type { LeadEmailKind, ReceiptNotSentReason } from "./leads/lead-emails";
import { LEAD_KINDS, type LeadKind } from "./leads/lead-kinds";
import { STAFF_ROLES, type StaffRole } from "./staff/roles";
import type { PushAlert } from "./push/push-alerts";
import type { SmsPurpose, SmsStatus } from "./sms/sms-api";
import type { ShippingMode } from "./golf/border-charges";
import type { ShipmentInput } from "./golf/shipment";

const createdAt = () => timestamp("created_at", { withTimezone: true }).defaultNow().notNull();
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: "number" });
const percent = (name: string) => numeric(name, { precision: 7, scale: 2, mode: "number" });
/** margins run far below -100% when costs dwarf the price, so they get room a share does not need */
const margin = (name: string) => numeric(name, { precision: 16, scale: 2, mode: "number" });

// ---------- Lead screening: attribution, spam flag, qualification notes ----------

/** The campaign, keyword and page that brought a lead; every key null when unknown. */
const attributionColumn = () => jsonb("attribution").$type<Attribution>().default(EMPTY_ATTRIBUTION).notNull();
/** Where the lead came from, read from its attribution when it arrives (shared/reports/lead-source.ts), for the owner's reports. */
const reportSourceColumns = () => ({ source: text("source"), campaign: text("campaign") });
/** A submission caught by the spam rules is stored with its reason, never dropped. */
const spamColumns = () => ({ isSpam: boolean("is_spam").default(false).notNull(), spamReason: text("spam_reason") });
/** Whether the quote form showed the minimum-job or service-area note. */
const qualificationColumns = () => ({
  belowMinimum: boolean("below_minimum").default(false).notNull(),
  outsideServiceArea: boolean("outside_service_area").default(false).notNull(),
});

/** Lead desk: the pipeline columns both lead tables share; every existing row starts New. */
const leadDeskColumns = () => ({
  status: text("status").default("new").notNull(),
  /** when the status last became Won or Lost (null while open): the homeowner's links expire from here */
  closedAt: timestamp("closed_at", { withTimezone: true }),
  lostReason: text("lost_reason"),
  lostNote: text("lost_note"),
  quoteValue: money("quote_value"),
  /** when the lead first moved out of New: the response time against the business's promise */
  firstResponseAt: timestamp("first_response_at", { withTimezone: true }),
  /** a Won job staff marked Completed: the moment its customer is asked, once, for a review */
  completedAt: timestamp("completed_at", { withTimezone: true }),
  /** when a staff member first opened the lead (or its alert): a lead not opened in 5 minutes is texted to the office */
  openedAt: timestamp("opened_at", { withTimezone: true }),
});

/** A lead's one reference (shared/leads/lead-reference.ts), told to the homeowner and shown to staff. */
const referenceColumn = () => text("reference").notNull().unique();

/** Every table that points at a lead holds this one column: the lead's id, a foreign key. */
const leadIdColumn = (onDelete: "cascade" | "set null" | "no action" = "no action") =>
  integer("lead_id").references((): AnyPgColumn => leads.id, { onDelete });

const kindList = sql.raw(LEAD_KINDS.map((kind) => `'${kind}'`).join(", "));

// ---------- Contractor site: every lead, of both forms, in one table ----------

/**
 * Both forms' leads. The kind (shared/leads/lead-kinds.ts) says which form it came from; a quote request's own
 * fields (length, location, timeline, budget, council, the qualification notes) and an ad lead's own field
 * (message) are columns the other kind leaves empty, and a CHECK holds each kind to its own.
 */
export const leads = pgTable(
  "leads",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").$type<LeadKind>().notNull(),
    reference: referenceColumn(),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    service: text("service").notNull(),
    /** a quote request's: LENGTH_OPTIONS, the suburb typed, TIMELINE_OPTIONS, BUDGET_OPTIONS */
    length: text("length"),
    location: text("location"),
    timeline: text("timeline"),
    budget: text("budget"),
    /** a quote request's: the council of the service area its location names ("" when none we know), for the reports */
    council: text("council"),
    /** an ad lead's: what the homeowner wrote */
    message: text("message"),
    createdAt: createdAt(),
    attribution: attributionColumn(),
    ...reportSourceColumns(),
    ...spamColumns(),
    ...qualificationColumns(),
    ...leadDeskColumns(),
  },
  (t) => [
    index("leads_created_at_idx").on(t.createdAt),
    index("leads_kind_created_at_idx").on(t.kind, t.createdAt),
    index("leads_kind_status_created_at_idx").on(t.kind, t.status, t.createdAt),
    check("leads_kind_check", sql`${t.kind} in (${kindList})`),
    check(
      "leads_kind_fields_check",
      sql`(${t.kind} = 'inquiries' and ${t.length} is not null and ${t.location} is not null and ${t.timeline} is not null and ${t.budget} is not null and ${t.message} is null)
        or (${t.kind} = 'ga-leads' and ${t.message} is not null and ${t.length} is null and ${t.location} is null and ${t.timeline} is null and ${t.budget} is null and ${t.council} is null)`,
    ),
  ],
);

// ---------- Lead emails: which emails a lead has, each sent as a task (see docs/decisions/lead-emails.md) ----------

export const leadEmails = pgTable(
  "lead_emails",
  {
    id: serial("id").primaryKey(),
    leadId: leadIdColumn("cascade").notNull(),
    kind: text("kind").$type<LeadEmailKind>().notNull(),
    /** the task that sends it; null for a receipt that is not sent */
    taskId: integer("task_id"),
    /** why a receipt is not sent ("spam", "limit"); null once it is queued */
    notSentReason: text("not_sent_reason").$type<ReceiptNotSentReason>(),
    /** receipts: the address it goes to, lower case, and a hash of the visitor's address (the receipt limits) */
    recipient: text("recipient"),
    visitorKey: text("visitor_key"),
    /** when its task was queued: what the receipt limits count */
    queuedAt: timestamp("queued_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique("lead_emails_one_per_kind").on(t.leadId, t.kind),
    index("lead_emails_recipient_idx").on(t.recipient, t.queuedAt),
    index("lead_emails_visitor_idx").on(t.visitorKey, t.queuedAt),
  ],
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
    // Review moderation: why a review is rejected or unpublished, the owner's public reply, held-for-review flags.
    moderationReason: text("moderation_reason"),
    moderationNote: text("moderation_note"),
    replyText: text("reply_text"),
    replyUpdatedAt: timestamp("reply_updated_at", { withTimezone: true }),
    containsLinks: boolean("contains_links").default(false).notNull(),
    duplicateOfId: integer("duplicate_of_id"),
    ...spamColumns(),
    /** sent from the review link of a completed job: a customer's review, tied to their lead */
    verified: boolean("verified").default(false).notNull(),
    leadId: leadIdColumn("set null"),
  },
  (t) => [index("reviews_status_created_at_idx").on(t.isApproved, t.createdAt)],
);

// ---------- Review moderation audit trail ----------

/** One row per moderation action or reply change; the product only ever inserts and reads them. */
export const reviewAuditEntries = pgTable(
  "review_audit_entries",
  {
    id: serial("id").primaryKey(),
    /** no foreign key: drizzle-kit would name the "public" schema, which the per-schema PostgreSQL tests lack */
    reviewId: integer("review_id").notNull(),
    action: text("action").notNull(),
    /** the staff username at the time */
    actor: text("actor").notNull(),
    at: timestamp("at", { withTimezone: true }).defaultNow().notNull(),
    fromState: text("from_state").notNull(),
    toState: text("to_state").notNull(),
    reason: text("reason"),
    /** the reason's note, or the reply text for reply changes */
    note: text("note"),
  },
  (t) => [index("review_audit_entries_review_id_idx").on(t.reviewId, t.id)],
);

export type ReviewAuditEntry = typeof reviewAuditEntries.$inferSelect;

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    username: text("username").notNull().unique(),
    /** argon2id hash, never the password itself */
    password: text("password").notNull(),
    role: text("role").$type<StaffRole>().default("staff").notNull(),
    /** where invitations, reset links and alerts go; stored lower-case */
    email: text("email").unique(),
    /** a disabled account cannot sign in and has no session; its history stays */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
    /** the authenticator app's shared secret (base32), once two-step sign-in is confirmed */
    totpSecret: text("totp_secret"),
    totpEnabledAt: timestamp("totp_enabled_at", { withTimezone: true }),
    /** the RFC 6238 time step of the last code accepted: a code of that step or earlier is never taken again */
    totpLastStep: integer("totp_last_step"),
    /** the name homeowners see (the crew coming is "Sam", never a username) */
    firstName: text("first_name"),
    /** the staff member's own mobile, in E.164, for the texts they asked for */
    mobile: text("mobile"),
    /** "Text me when a lead waits" */
    leadWaitingTexts: boolean("lead_waiting_texts").default(false).notNull(),
    createdAt: createdAt(),
  },
  (t) => [check("users_role_check", sql`${t.role} in (${sql.raw(STAFF_ROLES.map((r) => `'${r}'`).join(", "))})`)],
);

/** Two-step sign-in's recovery codes: ten, shown once, kept as hashes, each good for one sign-in. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").notNull(),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("recovery_codes_user_idx").on(t.userId)],
);

/** One-time links sent to staff by email: an invitation (72 hours) or a password reset (1 hour). The token is kept as a hash. */
export const accountLinks = pgTable(
  "account_links",
  {
    id: serial("id").primaryKey(),
    purpose: text("purpose").$type<"invite" | "reset">().notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    email: text("email").notNull(),
    /** the account a reset is for; an invitation's account does not exist yet */
    userId: integer("user_id"),
    /** the role an invitation gives */
    role: text("role").$type<StaffRole>(),
    createdById: integer("created_by_id"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("account_links_email_idx").on(t.email, t.purpose)],
);

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

/**
 * The instant estimate's price table, one row per version (the newest is in use): never updated, so an estimate names
 * the version it was made with. No row yet: the starting table (shared/estimate/price-table.ts) is version 0.
 */
export const priceTables = pgTable("price_tables", {
  id: serial("id").primaryKey(),
  table: jsonb("table").$type<PriceTable>().notNull(),
  createdBy: text("created_by").notNull(),
  createdAt: createdAt(),
});

/** A lead sent from the instant estimate: what the homeowner asked, what the estimate said, and the table it used. */
export const leadEstimates = pgTable("lead_estimates", {
  leadId: leadIdColumn("cascade").primaryKey(),
  /** the inputs as parsed (lengths and heights in centimetres) */
  job: jsonb("job").$type<EstimateJob>().notNull(),
  estimate: jsonb("estimate").$type<Estimate>().notNull(),
  /** the price table's version (0: the starting table) */
  tableVersion: integer("table_version").notNull(),
  createdAt: createdAt(),
});

export type LeadEstimate = typeof leadEstimates.$inferSelect;

/**
 * How many estimates were shown each Brisbane day (a range reached a visitor: the page's first range in a visit, or
 * the page without JavaScript answering with one), for the owner's reports beside those sent, booked and won.
 */
export const estimateShownDays = pgTable("estimate_shown_days", {
  day: date("day", { mode: "string" }).primaryKey(),
  shown: integer("shown").notNull(),
});

// ---------- Lead desk: history and notes of both lead kinds ----------

/** Every change of a lead's status, lost reason or quote value: who, when, old and new. Never updated. */
export const leadEvents = pgTable(
  "lead_events",
  {
    id: serial("id").primaryKey(),
    leadId: leadIdColumn("cascade").notNull(),
    field: text("field").notNull(),
    oldValue: text("old_value"),
    newValue: text("new_value"),
    userId: integer("user_id"),
    /** kept as written, so the history still names the author if the account goes */
    username: text("username").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("lead_events_lead_idx").on(t.leadId, t.createdAt)],
);

/** Staff notes on a lead, newest shown first. Added, never edited. */
export const leadNotes = pgTable(
  "lead_notes",
  {
    id: serial("id").primaryKey(),
    leadId: leadIdColumn("cascade").notNull(),
    body: text("body").notNull(),
    userId: integer("user_id"),
    username: text("username").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("lead_notes_lead_idx").on(t.leadId, t.createdAt)],
);

export type LeadEvent = typeof leadEvents.$inferSelect;
export type LeadNote = typeof leadNotes.$inferSelect;

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
  /** shipping weight of one unit, kg: freight is shared across a shipment's lines by it */
  weightKg: numeric("weight_kg", { precision: 10, scale: 3, mode: "number" }),
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
  /** where the market share comes from (provenance); null for the built-in sample */
  source: text("source"),
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
  /** where the two prices were read (provenance); null for the built-in sample */
  source: text("source"),
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

// ---------- Golf settings ----------

/**
 * Figures the seller enters and edits (exchange rate, general duty rate, import processing charge),
 * one row each, with the source and the date each was taken. Read through server/features/golf/golf-settings.queries.ts.
 */
export const golfSettings = pgTable("golf_settings", {
  key: text("key").primaryKey(),
  value: numeric("value", { precision: 14, scale: 6, mode: "number" }).notNull(),
  source: text("source").notNull(),
  takenOn: date("taken_on", { mode: "string" }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).defaultNow().notNull(),
});

export type Lead = typeof leads.$inferSelect;
export type Review = typeof reviews.$inferSelect;
export type LeadEmail = typeof leadEmails.$inferSelect;
export type User = typeof users.$inferSelect;
export type GolfProduct = typeof golfProducts.$inferSelect;
export type MarketData = typeof marketData.$inferSelect;
export type GolfBrand = typeof golfBrands.$inferSelect;
export type PriceComparison = typeof priceComparisons.$inferSelect;
export type CustomerInsight = typeof customerInsights.$inferSelect;
export type Supplier = typeof suppliers.$inferSelect;
export type Competitor = typeof competitors.$inferSelect;
export type ProfitAnalysis = typeof profitAnalysis.$inferSelect;

export const reviewStatus = { pending: "pending", approved: "approved", rejected: "rejected", unpublished: "unpublished" } as const;

// ---------- Operations: throttle counters shared by every process ----------

/** One row per throttle key (limiter prefix + client), counted atomically by every server process. */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limit_hits_reset_at_idx").on(t.resetAt)],
);

// ---------- Tasks: the one queue of work that happens later (server/infra/tasks) ----------

/**
 * Work done after the request that caused it (emails now; reminders and pushes later), queued in that
 * request's transaction and run by a worker in each server process. The queue knows a task's type and
 * state, never what the payload is about.
 */
export const tasks = pgTable(
  "tasks",
  {
    id: serial("id").primaryKey(),
    type: text("type").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().default({}).notNull(),
    /** queued | retrying | done | failed */
    state: text("state").default("queued").notNull(),
    attempts: integer("attempts").default(0).notNull(),
    runAt: timestamp("run_at", { withTimezone: true }).defaultNow().notNull(),
    /** a worker owns the task until then; an interrupted run is retried once it passes */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    firstAttemptAt: timestamp("first_attempt_at", { withTimezone: true }),
    lastError: text("last_error"),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("tasks_due_idx").on(t.state, t.runAt)],
);

export type Task = typeof tasks.$inferSelect;

// ---------- Files and images (server/infra/files, server/infra/images) ----------

/** Bytes in PostgreSQL, as Buffer on both drivers (node-postgres gives a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** File bytes when they are kept in PostgreSQL (the default store; S3 holds them instead when configured). */
export const blobs = pgTable("blobs", {
  key: text("key").primaryKey(),
  contentType: text("content_type").notNull(),
  data: bytea("data").notNull(),
  size: integer("size").notNull(),
  createdAt: createdAt(),
});

/**
 * A picture the site can show: an upload the image pipeline made (a JPEG master and AVIF and WebP at several
 * widths, in the file store under its key) or a drawing the site ships (served from its `src`).
 */
export const images = pgTable("images", {
  id: serial("id").primaryKey(),
  /** public: at content-hashed /media URLs for anyone; private: only through a staff route */
  visibility: text("visibility").$type<"public" | "private">().notNull(),
  origin: text("origin").$type<"upload" | "drawing">().notNull(),
  /** an upload's name in the file store (public: from its content's hash; private: random); a drawing's path */
  key: text("key").notNull().unique(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  /** widths of the AVIF and WebP derivatives, ascending; none for a drawing */
  widths: jsonb("widths").$type<number[]>().default([]).notNull(),
  /** bytes stored for it, every derivative included */
  size: integer("size").default(0).notNull(),
  createdAt: createdAt(),
});

export type StoredImage = typeof images.$inferSelect;

// ---------- Projects and site photos: the business's own pictures, edited in /admin ----------

export const projects = pgTable(
  "projects",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    suburb: text("suburb").notNull(),
    service: text("service").notNull(),
    description: text("description").notNull(),
    completedOn: date("completed_on", { mode: "string" }).notNull(),
    published: boolean("published").default(false).notNull(),
    /** the gallery's order, ascending; a new project goes first */
    position: integer("position").default(0).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [index("projects_position_idx").on(t.published, t.position)],
);

export const projectPhotos = pgTable(
  "project_photos",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id").notNull(),
    imageId: integer("image_id").notNull(),
    alt: text("alt").notNull(),
    position: integer("position").default(0).notNull(),
  },
  (t) => [index("project_photos_project_idx").on(t.projectId, t.position)],
);

/** A photo slot of the public pages (shared/showcase/site-photo-slots.ts) that staff replaced; without a row, its drawing shows. */
export const sitePhotos = pgTable("site_photos", {
  slot: text("slot").primaryKey(),
  imageId: integer("image_id").notNull(),
  alt: text("alt").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).defaultNow().notNull(),
});

export type Project = typeof projects.$inferSelect;
export type ProjectPhoto = typeof projectPhotos.$inferSelect;

// ---------- A homeowner's photos of their site, sent with a quote request (private) ----------

/**
 * Uploaded before the lead is sent, under a token only the uploading browser holds, and attached to the lead
 * by it; an upload never attached is deleted after a day.
 */
export const leadPhotos = pgTable(
  "lead_photos",
  {
    id: serial("id").primaryKey(),
    /** SHA-256 of the upload token */
    tokenHash: text("token_hash").notNull().unique(),
    imageId: integer("image_id").notNull(),
    /** the file's name as the visitor had it, for staff */
    fileName: text("file_name").notNull(),
    /** null until the form that uploaded it is sent (a deleted lead's photos are deleted with it, in its transaction) */
    leadId: leadIdColumn("set null"),
    attachedAt: timestamp("attached_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("lead_photos_lead_idx").on(t.leadId), index("lead_photos_unattached_idx").on(t.attachedAt, t.createdAt)],
);

export type LeadPhoto = typeof leadPhotos.$inferSelect;

// ---------- The office's own settings and its record of who changed what ----------

/**
 * The business's details as staff edited them in /admin, one row per save (the newest is in force), with who
 * saved it and when. Fields left out keep the value the environment gives (shared/business-profile.ts).
 */
export const businessDetails = pgTable("business_details", {
  id: serial("id").primaryKey(),
  details: jsonb("details").$type<Record<string, unknown>>().notNull(),
  changedById: integer("changed_by_id"),
  changedBy: text("changed_by").notNull(),
  createdAt: createdAt(),
});

/**
 * Every staff write and sign-in: who, when, what, and the values before and after, written in the same
 * transaction as the change. A trigger refuses UPDATE and DELETE (migration 0010): rows are only ever added.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    createdAt: createdAt(),
    /** null for a visitor (a failed sign-in) or the server itself */
    actorId: integer("actor_id"),
    /** as it was at the time, so the row still names the person if the account changes */
    actorName: text("actor_name").notNull(),
    ip: text("ip"),
    /** "lead.update", "review.approve", "account.invite"...: shared/staff/audit-actions.ts */
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    /** one line a person reads: "RW-CFB9ZG status New -> Contacted" */
    summary: text("summary").notNull(),
    before: jsonb("before").$type<Record<string, unknown> | null>(),
    after: jsonb("after").$type<Record<string, unknown> | null>(),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt),
    index("audit_log_actor_idx").on(t.actorId, t.createdAt),
    index("audit_log_action_idx").on(t.action, t.createdAt),
  ],
);

export type AuditRow = typeof auditLog.$inferSelect;

// ---------- Site visits: the weekly windows, days off, booked visits and each window's count ----------

/** The weekly pattern of site-visit windows, in Brisbane time. */
export const visitWindows = pgTable(
  "visit_windows",
  {
    id: serial("id").primaryKey(),
    /** 1 Monday ... 7 Sunday */
    weekday: integer("weekday").notNull(),
    startMinute: integer("start_minute").notNull(),
    endMinute: integer("end_minute").notNull(),
    capacity: integer("capacity").notNull(),
  },
  (t) => [
    check("visit_windows_weekday_check", sql`${t.weekday} between 1 and 7`),
    check("visit_windows_times_check", sql`${t.startMinute} >= 0 and ${t.endMinute} <= 1440 and ${t.endMinute} > ${t.startMinute}`),
    check("visit_windows_capacity_check", sql`${t.capacity} >= 1`),
  ],
);

/** A Brisbane day with no visits (leave, weather, a show day); Queensland's public holidays are closed besides. */
export const daysOff = pgTable("days_off", {
  day: date("day", { mode: "string" }).primaryKey(),
  note: text("note"),
  createdAt: createdAt(),
});

/**
 * How many visits each window holds, by the window's start. Booking increments `booked` in one upsert that
 * only matches while it is below the capacity, and the CHECK refuses more besides: the database, not a count
 * in memory, keeps a window from being over-booked by simultaneous bookings on several processes.
 */
export const visitSlots = pgTable(
  "visit_slots",
  {
    windowStart: timestamp("window_start", { withTimezone: true }).primaryKey(),
    capacity: integer("capacity").notNull(),
    booked: integer("booked").default(0).notNull(),
  },
  (t) => [check("visit_slots_capacity_check", sql`${t.booked} >= 0 and ${t.booked} <= ${t.capacity}`)],
);

/** A lead's site visit. At most one booked visit per lead; a cancelled one stays as history. */
export const siteVisits = pgTable(
  "site_visits",
  {
    id: serial("id").primaryKey(),
    leadId: leadIdColumn("cascade").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    windowEnd: timestamp("window_end", { withTimezone: true }).notNull(),
    state: text("state").$type<"booked" | "cancelled">().default("booked").notNull(),
    address: text("address").notNull(),
    excavatorAccess: text("excavator_access"),
    parking: text("parking"),
    bookedBy: text("booked_by").$type<"homeowner" | "staff">().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex("site_visits_one_booked_per_lead")
      .on(t.leadId)
      .where(sql`${t.state} = 'booked'`),
    index("site_visits_window_idx").on(t.windowStart),
  ],
);

export type SiteVisit = typeof siteVisits.$inferSelect;

/**
 * A homeowner's private links for a lead (its site-visit booking page): long random tokens, kept as their hashes.
 * A lead may have more than one (the one given at submission, and the one a receipt held back as spam carried
 * when staff released it); each works until the lead is deleted.
 */
export const leadLinks = pgTable(
  "lead_links",
  {
    id: serial("id").primaryKey(),
    leadId: leadIdColumn("cascade").notNull(),
    purpose: text("purpose").$type<"booking" | "quote" | "review" | "unsubscribe" | "job">().notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [index("lead_links_lead_idx").on(t.leadId)],
);

// ---------- Quotes: written from a lead, sent as versions, accepted online ----------

export const quotes = pgTable(
  "quotes",
  {
    id: serial("id").primaryKey(),
    leadId: leadIdColumn("cascade").notNull(),
    /** staff logged the homeowner's reply: no more follow-ups */
    followUpsStoppedAt: timestamp("follow_ups_stopped_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("quotes_one_per_lead").on(t.leadId)],
);

export interface QuoteLine {
  description: string;
  /** up to three decimals, as typed: "12.5" */
  quantity: string;
  unit: string;
  unitPriceCents: number;
  amountCents: number;
}

export interface QuoteStage {
  description: string;
  amountCents: number;
}

/** The contractor's details as the quote states them, taken from the business profile when it was written. */
export interface QuoteContractor {
  licensedName: string;
  tradingName: string;
  qbccLicence: string;
  phone: string;
  email: string;
  address: string;
}

/**
 * One version of a quote. A draft may be edited; once sent it never changes (editing makes the next version), and
 * the one accepted is kept with who accepted it, when, from where, and the hash of exactly what they saw.
 */
export const quoteVersions = pgTable(
  "quote_versions",
  {
    id: serial("id").primaryKey(),
    quoteId: integer("quote_id").notNull(),
    version: integer("version").notNull(),
    state: text("state").$type<"draft" | "sent" | "superseded" | "accepted" | "declined">().default("draft").notNull(),
    lines: jsonb("lines").$type<QuoteLine[]>().notNull(),
    scope: text("scope").notNull(),
    exclusions: text("exclusions").default("").notNull(),
    startDate: date("start_date", { mode: "string" }),
    completionDate: date("completion_date", { mode: "string" }),
    validDays: integer("valid_days").notNull(),
    depositPercent: numeric("deposit_percent", { precision: 5, scale: 2, mode: "number" }).notNull(),
    stages: jsonb("stages").$type<QuoteStage[]>().default([]).notNull(),
    subtotalCents: integer("subtotal_cents").notNull(),
    gstCents: integer("gst_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
    depositCents: integer("deposit_cents").notNull(),
    contractor: jsonb("contractor").$type<QuoteContractor>().notNull(),
    createdBy: text("created_by").notNull(),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** SHA-256 of the version's content as sent: what an acceptance is an acceptance of */
    contentHash: text("content_hash"),
    acceptedName: text("accepted_name"),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedIp: text("accepted_ip"),
    acceptedUserAgent: text("accepted_user_agent"),
    acceptedGuide: boolean("accepted_guide"),
    declinedAt: timestamp("declined_at", { withTimezone: true }),
    declinedReason: text("declined_reason"),
  },
  (t) => [
    uniqueIndex("quote_versions_number").on(t.quoteId, t.version),
    check(
      "quote_versions_money_check",
      sql`${t.subtotalCents} >= 0 and ${t.gstCents} >= 0 and ${t.totalCents} = ${t.subtotalCents} + ${t.gstCents} and ${t.depositCents} between 0 and ${t.totalCents}`,
    ),
  ],
);

export type Quote = typeof quotes.$inferSelect;
export type QuoteVersion = typeof quoteVersions.$inferSelect;

/** Each email about a quote: the quote itself, the follow-ups (scheduled or sent by hand), the confirmation. */
export const quoteEmails = pgTable(
  "quote_emails",
  {
    id: serial("id").primaryKey(),
    versionId: integer("version_id").notNull(),
    kind: text("kind").$type<"quote" | "follow-up" | "confirmation">().notNull(),
    manual: boolean("manual").default(false).notNull(),
    taskId: integer("task_id"),
    createdAt: createdAt(),
  },
  (t) => [index("quote_emails_version_idx").on(t.versionId)],
);

/** Addresses that unsubscribed from follow-ups (one click, RFC 8058): never sent another. */
export const emailUnsubscribes = pgTable("email_unsubscribes", {
  email: text("email").primaryKey(),
  createdAt: createdAt(),
});

// ---------- Reports: advertising spend and the conversions told to Google Ads ----------

/** What the business spent on advertising in a month, per campaign (as in utm_campaign, or "Google Ads (no campaign)"). */
export const adSpend = pgTable(
  "ad_spend",
  {
    /** "2026-11" */
    month: text("month").notNull(),
    campaign: text("campaign").notNull(),
    amountCents: integer("amount_cents").notNull(),
    updatedBy: text("updated_by").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.month, t.campaign] }),
    check("ad_spend_month_check", sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check("ad_spend_amount_check", sql`${t.amountCents} >= 0`),
  ],
);

/** Each download of a conversions file for Google Ads: when, by whom, from which date, how many rows. */
export const conversionExports = pgTable("conversion_exports", {
  id: serial("id").primaryKey(),
  file: text("file").$type<"offline" | "enhanced">().notNull(),
  since: date("since", { mode: "string" }).notNull(),
  includeEarlier: boolean("include_earlier").notNull(),
  rows: integer("rows").notNull(),
  createdBy: text("created_by").notNull(),
  createdAt: createdAt(),
});

/** A lead's event already in a conversions file: the next file leaves it out unless asked to include earlier ones. */
export const conversionsExported = pgTable(
  "conversions_exported",
  {
    leadId: leadIdColumn("cascade").notNull(),
    event: text("event").$type<"qualified" | "won">().notNull(),
    exportId: integer("export_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.leadId, t.event] })],
);

// ---------- Alerts on staff phones (Web Push) ----------

/** A device's push subscription (the browser's PushSubscription), kept against the account that turned it on. */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** the session that turned alerts on: signing it out (or its end) removes the device */
    sessionId: varchar("session_id")
      .notNull()
      .references(() => sessions.sid, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    deviceName: text("device_name").notNull(),
    createdAt: createdAt(),
    lastPushedAt: timestamp("last_pushed_at", { withTimezone: true }),
  },
  (t) => [index("push_subscriptions_user_idx").on(t.userId), index("push_subscriptions_session_idx").on(t.sessionId)],
);

/** The alerts a staff member chose; no row means every alert. */
export const pushAlertChoices = pgTable("push_alert_choices", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  alerts: text("alerts").array().$type<PushAlert[]>().notNull(),
});

/** Each alert sent to each device: when its event happened, when the push service took it, and how long that was. */
export const pushDeliveries = pgTable(
  "push_deliveries",
  {
    id: serial("id").primaryKey(),
    alert: text("alert").$type<PushAlert>().notNull(),
    leadId: leadIdColumn("cascade"),
    reviewId: integer("review_id"),
    userId: integer("user_id"),
    deviceName: text("device_name").notNull(),
    eventAt: timestamp("event_at", { withTimezone: true }).notNull(),
    pushedAt: timestamp("pushed_at", { withTimezone: true }),
    latencyMs: integer("latency_ms"),
    /** pushed; gone (the push service no longer knows the device: removed); failed (refused for good) */
    state: text("state").$type<"pushed" | "gone" | "failed">().notNull(),
  },
  (t) => [index("push_deliveries_lead_idx").on(t.leadId)],
);

// ---------- Golf: prices and exchange rates over time, watches and their alerts ----------

/** One price seen for a product in one market on one day. The product's current prices are its latest ones. */
export const golfPriceObservations = pgTable(
  "golf_price_observations",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => golfProducts.id, { onDelete: "cascade" }),
    observedOn: date("observed_on", { mode: "string" }).notNull(),
    market: text("market").$type<"US" | "AU">().notNull(),
    retailer: text("retailer").notNull(),
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
    source: text("source").notNull(),
    createdAt: createdAt(),
  },
  (t) => [check("golf_fx_rates_rate_check", sql`${t.usdPerAud} > 0 and ${t.usdPerAud} <= 5`)],
);

/** A seller's watch on a product: a rule, its threshold, the landed-cost terms it is judged on, and whether it holds now. */
export const golfWatches = pgTable("golf_watches", {
  id: serial("id").primaryKey(),
  productId: integer("product_id")
    .notNull()
    .references(() => golfProducts.id, { onDelete: "cascade" }),
  rule: text("rule").$type<"gap-above" | "margin-above" | "au-price-below">().notNull(),
  threshold: numeric("threshold", { precision: 12, scale: 2, mode: "number" }).notNull(),
  units: integer("units").default(1).notNull(),
  origin: text("origin").default("United States").notNull(),
  freightAud: money("freight_aud").default(0).notNull(),
  brokerFeeAud: money("broker_fee_aud").default(0).notNull(),
  /** whether the rule held at the last look: an alert is raised only when it turns true */
  holds: boolean("holds").default(false).notNull(),
  createdBy: text("created_by").notNull(),
  createdAt: createdAt(),
});

/** A watch's rule turned true: the figures that made it so. Shown until dismissed. */
export const golfAlerts = pgTable(
  "golf_alerts",
  {
    id: serial("id").primaryKey(),
    watchId: integer("watch_id")
      .notNull()
      .references(() => golfWatches.id, { onDelete: "cascade" }),
    productId: integer("product_id").notNull(),
    message: text("message").notNull(),
    figures: jsonb("figures").$type<Record<string, number | string | null>>().notNull(),
    createdAt: createdAt(),
    dismissedAt: timestamp("dismissed_at", { withTimezone: true }),
  },
  (t) => [index("golf_alerts_open_idx").on(t.dismissedAt, t.createdAt)],
);

/** A saved shipment plan: its name and the calculation's input (mode, export date, freight, fee, lines). */
export const golfShipments = pgTable("golf_shipments", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  plan: jsonb("plan").$type<ShipmentInput>().notNull(),
  createdBy: text("created_by").notNull(),
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
    id: serial("id").primaryKey(),
    kind: text("kind").$type<"processing" | "biosecurity">().notNull(),
    mode: text("mode").$type<ShippingMode>().notNull(),
    fromAUD: money("from_aud"),
    amountAUD: money("amount_aud").notNull(),
    source: text("source").notNull(),
    effectiveFrom: date("effective_from", { mode: "string" }).notNull(),
  },
  (t) => [check("golf_border_charges_amount_check", sql`${t.amountAUD} >= 0`)],
);

// ---------- Tax invoices, their payments, and the bank statement lines matched to them ----------

/** The last number of each invoice series (INV, CN): taken under the row's lock, so numbers never repeat or skip. */
export const invoiceSequences = pgTable("invoice_sequences", {
  series: text("series").primaryKey(),
  last: integer("last").notNull(),
});

/** One line of a tax invoice: its amount includes GST. */
export interface InvoiceLine {
  description: string;
  quantity: number;
  amountCents: number;
}

/** The business as the invoice names it, fixed when it is issued. */
export interface InvoiceIssuer {
  licensedName: string;
  tradingName: string;
  abn: string;
  address: string;
  phone: string;
  email: string;
}

/**
 * A tax invoice or a credit note. Never updated once issued (its link's hash aside): a mistake is fixed by a
 * credit note that references it. Kept for the tax record: a lead with invoices cannot be deleted.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: serial("id").primaryKey(),
    leadId: leadIdColumn().notNull(),
    number: text("number").notNull().unique(),
    kind: text("kind").$type<"deposit" | "progress" | "final" | "credit">().notNull(),
    /** a claim's stage of the quote, from 1 */
    stage: integer("stage"),
    /** the accepted quote version an invoice is raised against */
    quoteVersionId: integer("quote_version_id"),
    creditOfId: integer("credit_of_id").references((): AnyPgColumn => invoices.id),
    issuedOn: date("issued_on", { mode: "string" }).notNull(),
    dueOn: date("due_on", { mode: "string" }).notNull(),
    lines: jsonb("lines").$type<InvoiceLine[]>().notNull(),
    totalCents: integer("total_cents").notNull(),
    gstCents: integer("gst_cents").notNull(),
    /** from $1,000 the buyer's name and the site, as the ATO asks; null below */
    buyerName: text("buyer_name"),
    siteAddress: text("site_address"),
    issuer: jsonb("issuer").$type<InvoiceIssuer>().notNull(),
    note: text("note"),
    /** the homeowner's link to the invoice, as its hash; set when the link is first written */
    tokenHash: text("token_hash").unique(),
    createdBy: text("created_by").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("invoices_lead_idx").on(t.leadId),
    index("invoices_issued_idx").on(t.issuedOn),
    check(
      "invoices_money_check",
      sql`(${t.kind} = 'credit' and ${t.totalCents} < 0 and ${t.creditOfId} is not null) or (${t.kind} <> 'credit' and ${t.totalCents} > 0 and ${t.creditOfId} is null)`,
    ),
  ],
);
export type Invoice = typeof invoices.$inferSelect;

/** Money received for an invoice (a refund is negative). A card payment is recorded once per Stripe payment. */
export const invoicePayments = pgTable(
  "invoice_payments",
  {
    id: serial("id").primaryKey(),
    invoiceId: integer("invoice_id")
      .references(() => invoices.id)
      .notNull(),
    amountCents: integer("amount_cents").notNull(),
    /** a card surcharge paid with it (not part of the invoice) */
    surchargeCents: integer("surcharge_cents").default(0).notNull(),
    paidOn: date("paid_on", { mode: "string" }).notNull(),
    method: text("method").$type<"bank" | "cash" | "card">().notNull(),
    note: text("note").default("").notNull(),
    stripePaymentIntent: text("stripe_payment_intent"),
    bankLineId: integer("bank_line_id"),
    recordedBy: text("recorded_by").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("invoice_payments_invoice_idx").on(t.invoiceId),
    index("invoice_payments_paid_on_idx").on(t.paidOn),
    uniqueIndex("invoice_payments_one_per_card_payment")
      .on(t.stripePaymentIntent)
      .where(sql`${t.amountCents} > 0`),
    check("invoice_payments_amount_check", sql`${t.amountCents} <> 0`),
  ],
);

/** The Checkout Sessions made for invoices: what each must come back paid with. */
export const cardCheckouts = pgTable("card_checkouts", {
  sessionId: text("session_id").primaryKey(),
  invoiceId: integer("invoice_id")
    .references(() => invoices.id)
    .notNull(),
  amountCents: integer("amount_cents").notNull(),
  surchargeCents: integer("surcharge_cents").notNull(),
  createdAt: createdAt(),
  /** when its webhook confirmed it paid: the page the payer returns to says "payment received" only from then */
  paidAt: timestamp("paid_at", { withTimezone: true }),
});

/** Every Stripe event taken, by its id: a delivery repeated records nothing twice. */
export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  outcome: text("outcome").notNull(),
  receivedAt: createdAt(),
});

/** The credits of imported bank statements: one row per line, however often the statement is imported. */
export const bankStatementLines = pgTable(
  "bank_statement_lines",
  {
    id: serial("id").primaryKey(),
    /** SHA-256 of the date, amount, description and balance: what makes a line the same line */
    lineKey: text("line_key").notNull().unique(),
    bookedOn: date("booked_on", { mode: "string" }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    description: text("description").notNull(),
    balanceCents: integer("balance_cents"),
    state: text("state").$type<"matched" | "unmatched" | "ignored">().notNull(),
    invoiceId: integer("invoice_id").references(() => invoices.id),
    importedBy: text("imported_by").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("bank_statement_lines_state_idx").on(t.state)],
);

// ---------- Jobs: the work after a win, its stages on crews' days (see docs/decisions/jobs.md) ----------

/** A crew that works on site: a name, a colour on the calendar, and its members from the staff accounts. */
export const crews = pgTable("crews", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  /** "#rrggbb" */
  colour: text("colour").notNull(),
  createdAt: createdAt(),
});

export const crewMembers = pgTable(
  "crew_members",
  {
    crewId: integer("crew_id")
      .references(() => crews.id, { onDelete: "cascade" })
      .notNull(),
    userId: integer("user_id")
      .references(() => users.id, { onDelete: "cascade" })
      .notNull(),
  },
  (t) => [primaryKey({ columns: [t.crewId, t.userId] })],
);

/** A Won lead's job: one per lead, made when its quote is accepted (or by staff), holding the quote's stages. */
export const workJobs = pgTable(
  "work_jobs",
  {
    id: serial("id").primaryKey(),
    leadId: leadIdColumn("cascade").notNull(),
    /** the accepted quote version its stages come from; null when staff made the job without an online quote */
    quoteVersionId: integer("quote_version_id"),
    createdBy: text("created_by").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("work_jobs_one_per_lead").on(t.leadId)],
);

/** A stage of a job, numbered from 1 as in the accepted quote, and when a crew marked it done. */
export const jobStages = pgTable(
  "job_stages",
  {
    jobId: integer("job_id")
      .references(() => workJobs.id, { onDelete: "cascade" })
      .notNull(),
    stage: integer("stage").notNull(),
    description: text("description").notNull(),
    doneAt: timestamp("done_at", { withTimezone: true }),
    doneBy: text("done_by"),
    doneNote: text("done_note"),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.stage] }), check("job_stages_stage_check", sql`${t.stage} >= 1`)],
);

/** A stage booked onto a crew; its days are its rows in crew_days. One booking per stage. */
export const stageBookings = pgTable(
  "stage_bookings",
  {
    id: serial("id").primaryKey(),
    jobId: integer("job_id").notNull(),
    stage: integer("stage").notNull(),
    crewId: integer("crew_id")
      .references(() => crews.id)
      .notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("stage_bookings_one_per_stage").on(t.jobId, t.stage),
    foreignKey({ columns: [t.jobId, t.stage], foreignColumns: [jobStages.jobId, jobStages.stage] }).onDelete("cascade"),
    index("stage_bookings_crew_idx").on(t.crewId),
  ],
);

/**
 * Each day a crew is booked, one row per crew and day: the primary key is what keeps a crew off two jobs on one
 * day, whichever process books it.
 */
export const crewDays = pgTable(
  "crew_days",
  {
    crewId: integer("crew_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    bookingId: integer("booking_id")
      .references(() => stageBookings.id, { onDelete: "cascade" })
      .notNull(),
  },
  (t) => [primaryKey({ columns: [t.crewId, t.day] }), index("crew_days_booking_idx").on(t.bookingId), index("crew_days_day_idx").on(t.day)],
);

/** A photo a crew took of a stage done: a private image, shown on the homeowner's job page and to staff. */
export const stagePhotos = pgTable(
  "stage_photos",
  {
    id: serial("id").primaryKey(),
    jobId: integer("job_id")
      .references(() => workJobs.id, { onDelete: "cascade" })
      .notNull(),
    stage: integer("stage").notNull(),
    imageId: integer("image_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("stage_photos_job_idx").on(t.jobId, t.stage)],
);

export type WorkJob = typeof workJobs.$inferSelect;
export type JobStage = typeof jobStages.$inferSelect;
export type Crew = typeof crews.$inferSelect;

// ---------- Texts (SMS): every text sent or received, the consents, and the numbers that said STOP ----------

/**
 * A text to or from a number: a homeowner's (with their lead), or a staff member's alert. An outgoing text is a
 * row before it is a task: it is written in the transaction of the event, sent by the queue at `sendAt`, and its
 * delivery receipts update its status.
 */
export const smsMessages = pgTable(
  "sms_messages",
  {
    id: serial("id").primaryKey(),
    leadId: leadIdColumn("cascade"),
    /** the staff member an alert went to */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    direction: text("direction").$type<"out" | "in">().notNull(),
    purpose: text("purpose").$type<SmsPurpose>().notNull(),
    /** the other party's number, in E.164 */
    number: text("number").notNull(),
    body: text("body").notNull(),
    segments: integer("segments").notNull(),
    status: text("status").$type<SmsStatus>().notNull(),
    /** the provider's message id, once it took the text */
    sid: text("sid").unique(),
    /** when it is (or was) due to go */
    sendAt: timestamp("send_at", { withTimezone: true }).defaultNow().notNull(),
    /** why it was not sent, or the provider's error */
    error: text("error"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [index("sms_messages_lead_idx").on(t.leadId, t.createdAt), index("sms_messages_number_idx").on(t.number, t.createdAt)],
);

/** A homeowner's consent to texts about their quote: the number, the words they ticked, when, and on which form. */
export const smsConsents = pgTable(
  "sms_consents",
  {
    id: serial("id").primaryKey(),
    leadId: leadIdColumn("cascade").notNull(),
    number: text("number").notNull(),
    wording: text("wording").notNull(),
    form: text("form").notNull(),
    givenAt: timestamp("given_at", { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [uniqueIndex("sms_consents_one_per_lead").on(t.leadId)],
);

/** A number that replied STOP: never texted again until it replies START. The record stays. */
export const smsOptOuts = pgTable("sms_opt_outs", {
  number: text("number").primaryKey(),
  optedOutAt: timestamp("opted_out_at", { withTimezone: true }).notNull(),
  keyword: text("keyword").notNull(),
  /** set when the number replied START after its last STOP */
  optedInAt: timestamp("opted_in_at", { withTimezone: true }),
});
