import { AdminShell } from "@/features/admin";
import { Payments } from "@/features/invoices";
import { StaffGate } from "./staff-gate";

/** Staff and Owners reconcile the bank here; the Xero files are the Owner's. */
export default function AdminPaymentsPage() {
  return (
    <StaffGate>
      {(session) => (
        <AdminShell {...session}>
          <Payments owner={session.role === "owner"} />
        </AdminShell>
      )}
    </StaffGate>
  );
}
