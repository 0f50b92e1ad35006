import { formatDateTime } from "@/lib/formatters";
import { ROLE_LABELS } from "@shared/auth/roles";
import { useAccounts } from "../../api/accounts";
import { QueryScreen, ScreenHeader } from "@/components/staff/screen-parts";
import { SectionCard } from "@/components/staff/section-card";
import { AccountList } from "./account-list";
import { InviteForm } from "./invite-form";
import { TwoStepRule } from "./two-step-rule";

/** /admin/accounts (Owner): who can sign in, as what, and inviting someone new. */
export function AccountsManager({ selfId }: { selfId: number }) {
  const accounts = useAccounts();
  const header = (
    <ScreenHeader title="Accounts">
      Staff work leads, reviews, projects and golf records. Owners also manage accounts, business details and settings, and read the audit
      log. There is always at least one active Owner.
    </ScreenHeader>
  );
  return (
    <QueryScreen header={header} query={accounts}>
      {({ invitations, accounts: list }) => (
        <div className="grid gap-6">
          <SectionCard
            id="invite"
            title="Invite a person"
            description="They get an email with a link, valid 72 hours, to choose their username and password."
          >
            <InviteForm />
            {invitations.length > 0 && (
              <div className="mt-5">
                <h3 className="text-sm font-semibold text-ink">Waiting to be accepted</h3>
                <ul className="mt-2 space-y-1 text-sm text-ink-muted">
                  {invitations.map((invitation) => (
                    <li key={invitation.id}>
                      <span className="break-all text-ink">{invitation.email}</span> as {ROLE_LABELS[invitation.role]}, until{" "}
                      {formatDateTime(invitation.expiresAt)}
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </SectionCard>
          <SectionCard id="accounts" title="Accounts">
            <AccountList accounts={list} selfId={selfId} />
          </SectionCard>
          <SectionCard id="two-step-rule" title="Two-step sign-in">
            <TwoStepRule />
          </SectionCard>
        </div>
      )}
    </QueryScreen>
  );
}
