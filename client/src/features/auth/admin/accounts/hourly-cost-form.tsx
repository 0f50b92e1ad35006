import { useState } from "react";
import { formatCents, parseDollars } from "@shared/quotes/quote-math";
import { toast } from "@/components/ui/use-toast";
import { type AccountRow, useUpdateAccount } from "../../api/accounts";
import { dialogButton } from "@/components/staff/staff-dialog";
import { toastFailure } from "@/components/staff/failure-toast";

const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Australia/Brisbane" }).format(new Date());

/**
 * The account's loaded hourly cost (wage, super, WorkCover, leave, vehicle) from a day on: time from that day is
 * costed at it in the jobs' quoted-against-actual figures. The Owner's only.
 */
export function HourlyCostForm({ account }: { account: AccountRow }) {
  const update = useUpdateAccount();
  const [dollars, setDollars] = useState("");
  const [from, setFrom] = useState(today);
  const [problem, setProblem] = useState("");
  const latest = account.hourlyCosts.at(-1);
  const id = `hourly-cost-${account.id}`;
  return (
    <form
      className="flex flex-wrap items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const cents = parseDollars(dollars);
        if (cents === undefined) return setProblem("Enter the hourly cost in dollars, e.g. 48.50");
        setProblem("");
        update.mutate(
          { id: account.id, change: { hourlyCostCents: cents, hourlyCostFrom: from } },
          {
            onSuccess: () => {
              setDollars("");
              toast({ title: `Hourly cost of ${account.username} saved`, description: `${formatCents(cents)} an hour from ${from}.` });
            },
            onError: toastFailure("Not saved"),
          },
        );
      }}
    >
      <span className="text-sm text-ink-muted">{latest ? `${formatCents(latest.cents)}/h from ${latest.from}` : "No hourly cost"}</span>
      <label className="sr-only" htmlFor={id}>
        Loaded hourly cost of {account.username}, in dollars
      </label>
      <input
        id={id}
        value={dollars}
        inputMode="decimal"
        placeholder="$ per hour"
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => setDollars(event.target.value)}
        className="min-h-10 w-28 rounded-lg border border-gray-300 bg-white px-3 text-sm text-ink shadow-sm"
      />
      <label className="sr-only" htmlFor={`${id}-from`}>
        Applies from
      </label>
      <input
        id={`${id}-from`}
        type="date"
        value={from}
        required
        onChange={(event) => setFrom(event.target.value)}
        className="min-h-10 rounded-lg border border-gray-300 bg-white px-3 text-sm text-ink shadow-sm"
      />
      <button type="submit" className={dialogButton.secondary} disabled={update.isPending || dollars.trim() === ""}>
        Set cost
      </button>
      {problem && (
        <p id={`${id}-problem`} className="w-full text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
    </form>
  );
}
