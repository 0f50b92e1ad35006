import { SiteVisitsScreen } from "@/features/admin/visits/site-visits-screen";
import { adminScreen } from "./staff-gate";

export default adminScreen(SiteVisitsScreen);
