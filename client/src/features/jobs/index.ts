export { JobCompletion } from "./admin/job-completion";
export { LeadJob } from "./admin/lead-job";
export { ScheduleScreen } from "./admin/schedule-screen";
export { JobPage } from "./homeowner/job-page";
export { ChecklistsScreen } from "./admin/checklists/checklists-screen";
