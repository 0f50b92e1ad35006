import type { SupplierRow } from "@shared/golf/golf-api";
import { useGolfList } from "../../lib/golf-list";
import { sampleSupplierRows } from "../../lib/sample-rows";

export type { SupplierRow };

export const SUPPLIERS_PATH = "/api/golf/suppliers";

/** GET /api/golf/suppliers, or the sample suppliers when none are stored. */
export function useGolfSuppliers() {
  return useGolfList<SupplierRow>(SUPPLIERS_PATH, sampleSupplierRows);
}
