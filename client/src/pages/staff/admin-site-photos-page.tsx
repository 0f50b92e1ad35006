import { SitePhotosManager } from "@/features/admin/site-photos/site-photos-manager";
import { adminScreen } from "./staff-gate";

export default adminScreen(SitePhotosManager);
