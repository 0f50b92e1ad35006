export { checklistsRouter } from "./checklists.router";
export { crewRouter } from "./crew.router";
export { jobSiteRecord } from "./site-record";
