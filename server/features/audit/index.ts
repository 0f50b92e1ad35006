export { auditRouter } from "./audit.router";
