import { DeviceAlerts } from "@/features/push";
import { TextsForm } from "@/features/texts";
import { OwnAccount, useAuthStatus } from "@/features/auth";
import { SectionCard } from "@/components/staff/section-card";
import { adminScreen } from "./staff-gate";

export default adminScreen(function YourAccount() {
  const status = useAuthStatus();
  return (
    <OwnAccount
      status={status.data!}
      more={
        <>
          <div className="lg:col-span-2">
            <SectionCard
              id="alerts"
              title="Alerts on this device"
              description="New leads, site-visit bookings, accepted quotes and reviews on this phone or computer within seconds, with no app store. On an iPhone, add the staff app to your Home Screen first."
            >
              <DeviceAlerts />
            </SectionCard>
          </div>
          <div className="lg:col-span-2">
            <SectionCard
              id="texts"
              title="Texts to your mobile"
              description="A text when a new lead has waited 5 minutes without anyone opening it, in the business's alert hours. It reaches you even when the staff app is closed."
            >
              <TextsForm />
            </SectionCard>
          </div>
        </>
      }
    />
  );
});
