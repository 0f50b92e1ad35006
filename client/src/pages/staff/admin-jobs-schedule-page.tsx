import { AdminShell } from "@/features/admin";
import { ScheduleScreen } from "@/features/jobs";
import { StaffGate } from "./staff-gate";

/** The crews' calendar: staff book stages, move a rain day, and mark stages done from the site. */
export default function AdminSchedulePage() {
  return (
    <StaffGate>
      {(session) => (
        <AdminShell {...session}>
          <ScheduleScreen />
        </AdminShell>
      )}
    </StaffGate>
  );
}
