export { LeadEstimate } from "./admin/lead-estimate";
export { PriceTableScreen } from "./admin/price-table-screen";
export { LazyEstimateTool } from "./tool/lazy-estimate-tool";
export { usePriceTable, useSavePriceTable } from "./api/price-table";
