import { useState } from "react";
import { toast } from "@/components/ui/use-toast";
import { type AccountRow, useUpdateAccount } from "../../api/accounts";
import { dialogButton } from "@/components/staff/staff-dialog";
import { toastFailure } from "@/components/staff/failure-toast";

/** The first name homeowners are told for a crew member ("Sam is coming"), never the username. */
export function FirstNameForm({ account }: { account: AccountRow }) {
  const update = useUpdateAccount();
  const [firstName, setFirstName] = useState(account.firstName);
  const id = `first-name-${account.id}`;
  return (
    <form
      className="flex items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate(
          { id: account.id, change: { firstName } },
          { onSuccess: () => toast({ title: `First name of ${account.username} saved` }), onError: toastFailure("Not saved") },
        );
      }}
    >
      <label className="sr-only" htmlFor={id}>
        First name of {account.username}
      </label>
      <input
        id={id}
        value={firstName}
        maxLength={40}
        placeholder="First name"
        onChange={(event) => setFirstName(event.target.value)}
        className="min-h-10 w-32 rounded-lg border border-gray-300 bg-white px-3 text-sm text-ink shadow-sm"
      />
      <button type="submit" className={dialogButton.secondary} disabled={update.isPending || firstName.trim() === account.firstName}>
        Save name
      </button>
    </form>
  );
}
