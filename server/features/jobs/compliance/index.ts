export { bydaReminderEmailTaskHandlers, bydaReminderTaskHandlers } from "./byda-reminder";
export { complianceRouter } from "./compliance.router";
