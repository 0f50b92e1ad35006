export { jobCostWatchTaskHandlers, queueCostCheck } from "./cost-watch";
export { jobCostsRouter } from "./job-costs.router";
export { productivityRouter } from "./productivity.router";
export { takeoffRouter } from "./takeoff.router";
