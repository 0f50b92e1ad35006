import { PriceTableScreen } from "@/features/admin/pricing/price-table-screen";
import { adminScreen } from "./staff-gate";

export default adminScreen(PriceTableScreen, { ownerOnly: true });
