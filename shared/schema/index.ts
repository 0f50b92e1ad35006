/**
 * Every table, one file per feature (drizzle-kit reads them all, drizzle.config.ts). Import tables and row types from here.
 */
export * from "./audit";
export * from "./auth";
export * from "./business";
export * from "./estimates";
export * from "./golf";
export * from "./invoices";
export * from "./jobs";
export * from "./leads";
export * from "./operations";
export * from "./push";
export * from "./quotes";
export * from "./reports";
export * from "./reviews";
export * from "./showcase";
export * from "./texts";
export * from "./visits";
export * from "./crew-work";
export * from "./job-costs";
export * from "./compliance";
