export { LeadPushes } from "./admin/lead-pushes";
export { DeviceAlerts } from "./admin/device-alerts";
