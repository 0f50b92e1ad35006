import { SiteVisitsScreen } from "@/features/visits";
import { adminScreen } from "./staff-gate";

export default adminScreen(SiteVisitsScreen);
