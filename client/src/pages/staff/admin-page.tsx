import { AdminDashboard } from "@/features/admin/components/admin-dashboard";
import { StaffGate } from "./staff-gate";

export default function AdminPage() {
  return <StaffGate>{(session) => <AdminDashboard {...session} enabled />}</StaffGate>;
}
