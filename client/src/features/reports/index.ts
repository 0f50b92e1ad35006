export { OwnerReports } from "./admin/owner-reports";
