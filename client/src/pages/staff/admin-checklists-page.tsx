import { ChecklistsScreen } from "@/features/jobs";
import { adminScreen } from "./staff-gate";

export default adminScreen(ChecklistsScreen, { ownerOnly: true });
