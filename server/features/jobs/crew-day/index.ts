export { checklistsRouter } from "./checklists.router";
export { crewRouter } from "./crew.router";
export { crewAppRouter } from "./crew-app.router";
export { jobSiteRecord } from "./site-record";
