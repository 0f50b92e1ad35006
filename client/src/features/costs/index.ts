export { JobCostsPanel } from "./admin/job-costs-panel";
export { RunsTakeoff } from "./admin/runs-takeoff";
export { TakeoffSettings } from "./admin/takeoff-settings";
export { ProductivityPanel } from "./admin/productivity-panel";
