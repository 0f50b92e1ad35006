import { SitePhotosManager } from "@/features/showcase";
import { adminScreen } from "./staff-gate";

export default adminScreen(SitePhotosManager);
