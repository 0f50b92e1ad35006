import { clsx } from "clsx";
import { ShieldCheck, ShieldOff } from "lucide-react";
import { ROLE_LABELS, ACCOUNT_ROLES, type AccountRole } from "@shared/auth/roles";
import { formatDateTime } from "@/lib/formatters";
import { type AccountRow, useUpdateAccount } from "../../api/accounts";
import { dialogButton } from "@/components/staff/staff-dialog";
import { toastOutcome } from "@/components/staff/failure-toast";
import { FirstNameForm } from "./first-name-form";
import { HourlyCostForm } from "./hourly-cost-form";

/** Every account, with its role, last sign-in and two-step state; an Owner changes a role or disables one. */
export function AccountList({ accounts, selfId }: { accounts: AccountRow[]; selfId: number }) {
  const update = useUpdateAccount();
  const change = (account: AccountRow, change: { role?: AccountRole; disabled?: boolean }, done: string) =>
    update.mutate({ id: account.id, change }, toastOutcome(done, "Not changed"));
  return (
    <ul className="divide-y divide-gray-100">
      {accounts.map((account) => (
        <li
          key={account.id}
          className={clsx("flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between", account.disabled && "opacity-70")}
        >
          <div className="min-w-0 text-sm">
            <p className="font-semibold text-ink">
              {account.username}
              {account.id === selfId && <span className="ml-2 text-xs font-medium text-ink-muted">(you)</span>}
              {account.disabled && (
                <span className="ml-2 rounded-full bg-gray-100 px-2 py-0.5 text-xs font-semibold text-ink-muted ring-1 ring-gray-300">
                  Disabled
                </span>
              )}
            </p>
            <p className="break-all text-ink-muted">{account.email ?? "No email address"}</p>
            <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-ink-muted">
              <span>{account.lastSignInAt ? `Last signed in ${formatDateTime(account.lastSignInAt)}` : "Never signed in"}</span>
              <span className="inline-flex items-center gap-1">
                {account.twoStepEnabled ? (
                  <ShieldCheck aria-hidden="true" className="h-3.5 w-3.5 text-green-700" />
                ) : (
                  <ShieldOff aria-hidden="true" className="h-3.5 w-3.5" />
                )}
                {account.twoStepEnabled ? "Two-step on" : "Two-step off"}
              </span>
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <FirstNameForm account={account} />
            <HourlyCostForm account={account} />
            <label className="sr-only" htmlFor={`role-${account.id}`}>
              Role of {account.username}
            </label>
            <select
              id={`role-${account.id}`}
              value={account.role}
              disabled={update.isPending}
              onChange={(event) =>
                change(
                  account,
                  { role: event.target.value as AccountRole },
                  `${account.username} is now ${ROLE_LABELS[event.target.value as AccountRole]}`,
                )
              }
              className="min-h-10 rounded-lg border border-gray-300 bg-white px-3 text-sm text-ink shadow-sm"
            >
              {ACCOUNT_ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </select>
            <button
              type="button"
              className={dialogButton.secondary}
              disabled={update.isPending}
              onClick={() =>
                change(
                  account,
                  { disabled: !account.disabled },
                  account.disabled ? `${account.username} can sign in again` : `${account.username} is disabled and signed out`,
                )
              }
            >
              {account.disabled ? `Enable ${account.username}` : `Disable ${account.username}`}
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
