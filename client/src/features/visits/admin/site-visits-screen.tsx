import { isSessionEnded } from "@/lib/api-client";
import { useVisitSettings } from "../api/visits";
import { AdminLoadError } from "@/components/staff/load-error";
import { SectionCard } from "@/components/staff/section-card";
import { DaysOff } from "./days-off";
import { VisitAgenda } from "./visit-agenda";
import { VisitWindowsEditor } from "./visit-windows-editor";
import { ScreenHeader } from "@/components/staff/screen-parts";

/** /admin/visits: the agenda of the next two weeks, then the weekly windows homeowners book from, and days off. */
export function SiteVisitsScreen() {
  const settings = useVisitSettings();
  return (
    <>
      <ScreenHeader title="Site visits">
        Booked visits for today and the next 14 days, in Brisbane time. Homeowners book online from the windows below.
      </ScreenHeader>
      <div className="grid gap-8">
        <VisitAgenda />
        <SectionCard
          id="windows"
          title="Visit windows"
          description="The weekly times homeowners can book, and how many visits fit in each. Queensland public holidays are closed."
        >
          {settings.data ? (
            <VisitWindowsEditor initial={settings.data.windows} />
          ) : settings.isError && !isSessionEnded(settings.error) ? (
            <AdminLoadError onRetry={() => void settings.refetch()} />
          ) : (
            <p className="text-sm text-ink-muted">Loading...</p>
          )}
        </SectionCard>
        <SectionCard id="days-off" title="Days off">
          {settings.data ? <DaysOff days={settings.data.daysOff} /> : null}
        </SectionCard>
      </div>
    </>
  );
}
