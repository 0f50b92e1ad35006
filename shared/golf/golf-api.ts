import type { Json } from "../api-types";
import type {
  Competitor,
  CustomerInsight,
  GolfBrand,
  GolfProduct,
  MarketData,
  PriceComparison,
  ProfitAnalysis,
  Supplier,
  golfWatches,
} from "../schema";
import type { HistoryRow } from "./price-history";
import type { ShipmentInput, ShipmentResult } from "./shipment";

/** Answers of the golf endpoints, as the server sends them and the golf screens read them. */

/** The rows of the golf lists (GET /api/golf/...), and what their POST and PATCH answer. */
export type ProductRow = Json<GolfProduct>;
export type SupplierRow = Json<Supplier>;
export type CompetitorRow = Json<Competitor>;
export type ProfitAnalysisRow = Json<ProfitAnalysis>;
export type MarketDataRow = Json<MarketData>;
export type BrandRow = Json<GolfBrand>;
export type PriceComparisonRow = Json<PriceComparison>;
export type CustomerInsightRow = Json<CustomerInsight>;

/** GET /api/golf/products/:id/history */
export interface ProductHistory {
  rows: HistoryRow[];
}

/** One of GET /api/golf/alerts: a watch's rule turned true, with the figures that made it so. */
export interface GolfAlert {
  id: number;
  productId: number;
  productName: string;
  message: string;
  figures: Record<string, number | string | null>;
  createdAt: string;
}

/** POST /api/golf/watches (201): the watch, and whether its rule holds now. */
export type GolfWatchRow = Json<typeof golfWatches.$inferSelect>;

/** A row of a refused CSV import: which (1 is the first data row, 0 the header), which field and why. */
export interface GolfImportProblem {
  row: number;
  field: string;
  message: string;
}

/** A CSV import refused (422): nothing stored. */
export interface GolfImportRefusal {
  message: string;
  errors: GolfImportProblem[];
}

/** POST /api/golf/import/{suppliers,competitors}: how many rows were stored. */
export interface GolfImported {
  imported: number;
}

/** POST /api/golf/{list}/bulk-delete */
export interface GolfBulkDeleted {
  deleted: number;
}

/**
 * A saved shipment (GET /api/golf/shipments, and what POST and PATCH answer without `result`): its name and plan.
 * Open to every visitor, so it names no staff login (who saved it is in the audit log).
 */
export interface GolfShipmentRow extends ShipmentInput {
  id: number;
  name: string;
  createdAt: string;
  updatedAt: string;
}

/** POST and PATCH /api/golf/shipments and GET /api/golf/shipments/:id: the shipment and its figures today. */
export interface GolfShipmentWithResult extends GolfShipmentRow {
  /** null when it can no longer be worked out (a product gone, no rate): `problem` says why */
  result: ShipmentResult | null;
  problem: string | null;
}

/** GET /api/golf/products/landed-costs: each product's landed cost per unit, from the latest saved shipment holding it. */
export interface ProductLandedCosts {
  costs: { productId: number; landedCostCents: number; shipmentId: number; shipmentName: string }[];
}
