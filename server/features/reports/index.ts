export { adSpendRouter } from "./ad-spend.router";
export { exportConversions } from "./conversions-export";
export { fillLeadReportColumns } from "./lead-report-columns";
export { reportsRouter } from "./reports.router";
