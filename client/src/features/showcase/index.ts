export { ProjectsManager } from "./admin/projects/projects-manager";
export { SitePhotosManager } from "./admin/site-photos/site-photos-manager";
