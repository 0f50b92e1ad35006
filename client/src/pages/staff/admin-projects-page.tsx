import { ProjectsManager } from "@/features/showcase";
import { adminScreen } from "./staff-gate";

export default adminScreen(ProjectsManager);
