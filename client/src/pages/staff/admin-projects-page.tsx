import { ProjectsManager } from "@/features/admin/projects/projects-manager";
import { adminScreen } from "./staff-gate";

export default adminScreen(ProjectsManager);
