import { isSessionEnded } from "@/lib/api-client";
import { formatDateTime } from "@/lib/formatters";
import { ROLE_LABELS } from "@shared/staff/roles";
import { useAccounts } from "../api/accounts";
import { AdminLoadError } from "../components/admin-load-error";
import { AdminLoading } from "../components/admin-loading";
import { SectionCard } from "../own-account/section-card";
import { AccountList } from "./account-list";
import { InviteForm } from "./invite-form";
import { TwoStepRule } from "./two-step-rule";

/** /admin/accounts (Owner): who can sign in, as what, and inviting someone new. */
export function AccountsManager({ selfId }: { selfId: number }) {
  const accounts = useAccounts();
  const header = (
    <div className="mb-6">
      <h1 className="text-2xl font-bold tracking-tight text-ink">Accounts</h1>
      <p className="mt-1 max-w-2xl text-sm text-ink-muted">
        Staff work leads, reviews, projects and golf records. Owners also manage accounts, business details and settings, and read the audit
        log. There is always at least one active Owner.
      </p>
    </div>
  );
  if (accounts.isPending || isSessionEnded(accounts.error))
    return (
      <>
        {header}
        <AdminLoading />
      </>
    );
  if (accounts.isError)
    return (
      <>
        {header}
        <AdminLoadError onRetry={() => void accounts.refetch()} />
      </>
    );
  const { invitations } = accounts.data;
  return (
    <>
      {header}
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
          <AccountList accounts={accounts.data.accounts} selfId={selfId} />
        </SectionCard>
        <SectionCard id="two-step-rule" title="Two-step sign-in">
          <TwoStepRule />
        </SectionCard>
      </div>
    </>
  );
}
