import { sampleSuppliers } from "@shared/golf/sample-data";
import type { SupplierRow } from "@shared/golf/golf-api";
import { SAMPLE_DATA_DATE, toSampleRows, useGolfList } from "../../lib/golf-list";

export type { SupplierRow };

export const SUPPLIERS_PATH = "/api/golf/suppliers";

export const sampleSupplierRows: SupplierRow[] = toSampleRows(sampleSuppliers, (row, id) => ({
  id,
  contactEmail: null,
  website: null,
  minimumOrder: null,
  paymentTerms: null,
  shippingRegions: null,
  certifications: null,
  notes: null,
  rating: null,
  createdAt: SAMPLE_DATA_DATE,
  ...row,
}));

/** GET /api/golf/suppliers, or the sample suppliers when none are stored. */
export function useGolfSuppliers() {
  return useGolfList<SupplierRow>(SUPPLIERS_PATH, sampleSupplierRows);
}
