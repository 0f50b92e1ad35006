import type { ReactNode } from "react";
import type { AuthStatus } from "@shared/api-types";
import { ROLE_LABELS } from "@shared/auth/roles";
import { ChangePassword } from "./change-password";
import { EmailForm } from "./email-form";
import { SectionCard } from "@/components/staff/section-card";
import { SignedInDevices } from "./signed-in-devices";
import { TwoStepSetup } from "./two-step-setup";
import { ScreenHeader } from "@/components/staff/screen-parts";

/** /admin/account: what each staff member manages for themselves; `more` are the sections other features add. */
export function OwnAccount({ status, more }: { status: AuthStatus; more?: ReactNode }) {
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
        {more}
        <div className="lg:col-span-2">
          <SectionCard id="devices" title="Signed-in devices">
            <SignedInDevices />
          </SectionCard>
        </div>
      </div>
    </>
  );
}
