export { LeadEstimate } from "./admin/lead-estimate";
export { PriceTableScreen } from "./admin/price-table-screen";
export { EstimateToolIsland } from "./tool/estimate-tool-island";
export { loadEstimateToolIsland } from "./islands";
export { usePriceTable, useSavePriceTable } from "./api/price-table";
