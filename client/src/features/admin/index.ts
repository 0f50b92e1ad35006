export { AdminDashboard } from "./admin-dashboard";
export { AdminShell } from "./admin-shell";
