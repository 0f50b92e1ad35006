import type { AuthStatus } from "@shared/api-types";
import { ROLE_LABELS } from "@shared/auth/roles";
import { ChangePassword } from "../components/change-password";
import { DeviceAlerts } from "../push/device-alerts";
import { EmailForm } from "./email-form";
import { SectionCard } from "./section-card";
import { SignedInDevices } from "./signed-in-devices";
import { TwoStepSetup } from "./two-step-setup";
import { TextsForm } from "./texts-form";
import { ScreenHeader } from "../components/admin-screen-parts";

/** /admin/account: what each staff member manages for themselves. */
export function OwnAccount({ status }: { status: AuthStatus }) {
  const user = status.user!;
  return (
    <>
      <ScreenHeader title="Your account">
        Signed in as <span className="font-medium text-ink">{user.username}</span> ({ROLE_LABELS[user.role]}).
      </ScreenHeader>
      {status.twoStepSetupRequired && (
        <p role="alert" className="mb-6 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          The owner requires two-step sign-in for every account. Set it up below to open the rest of the staff area.
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="lg:col-span-2">
          <SectionCard id="two-step" title="Two-step sign-in" description="A code from an app on your phone after your password.">
            <TwoStepSetup enabled={user.twoStepEnabled} />
          </SectionCard>
        </div>
        <SectionCard id="email" title="Email address" description="Where a link to reset your password goes.">
          <EmailForm email={user.email} />
        </SectionCard>
        <SectionCard id="password" title="Password" description="Changing it signs you out on every other device.">
          <ChangePassword />
        </SectionCard>
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
        <div className="lg:col-span-2">
          <SectionCard id="devices" title="Signed-in devices">
            <SignedInDevices />
          </SectionCard>
        </div>
      </div>
    </>
  );
}
