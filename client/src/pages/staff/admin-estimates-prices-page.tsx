import { PriceTableScreen } from "@/features/estimates";
import { adminScreen } from "./staff-gate";

export default adminScreen(PriceTableScreen, { ownerOnly: true });
