export { jobCompletionRouter } from "./job-completion.router";
export { jobEmailTaskHandlers } from "./job-emails";
export { jobPageRouter } from "./job-page.router";
export { createJob, deleteJobOfLead, jobForLead } from "./jobs.queries";
export { jobsRouter } from "./jobs.router";
export { checklistsRouter, crewAppRouter, crewRouter } from "./crew-day";
export { jobCostsRouter, jobCostWatchTaskHandlers, productivityRouter, takeoffRouter } from "./costs";
export { bydaReminderEmailTaskHandlers, bydaReminderTaskHandlers, complianceRouter } from "./compliance";
