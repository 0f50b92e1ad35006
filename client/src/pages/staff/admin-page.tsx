import { AdminDashboard } from "@/features/admin";
import { StaffGate } from "./staff-gate";

export default function AdminPage() {
  return <StaffGate>{(session) => <AdminDashboard {...session} enabled />}</StaffGate>;
}
