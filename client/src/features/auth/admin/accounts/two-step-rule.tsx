import { toast } from "@/components/ui/use-toast";
import { isSessionEnded } from "@/lib/api-client";
import { useSetTwoStepRule, useTwoStepRule } from "../../api/accounts";

/** The Owner's rule: every account must use two-step sign-in (one without it sets it up at its next sign-in). */
export function TwoStepRule() {
  const rule = useTwoStepRule();
  const set = useSetTwoStepRule();
  if (!rule.data) return null;
  return (
    <label className="flex items-start gap-3 text-sm text-ink">
      <input
        type="checkbox"
        className="mt-0.5 h-5 w-5 rounded border-gray-300 text-brand-700 focus:ring-brand-600"
        checked={rule.data.required}
        disabled={set.isPending}
        onChange={(event) =>
          set.mutate(event.target.checked, {
            onSuccess: ({ required }) =>
              toast({ title: required ? "Two-step sign-in is now required" : "Two-step sign-in is now optional" }),
            onError: (error) =>
              !isSessionEnded(error) && toast({ title: "Not changed", description: "Please try again.", variant: "destructive" }),
          })
        }
      />
      <span>
        <span className="font-semibold">Require two-step sign-in for every account.</span>
        <span className="block text-ink-muted">
          An account without it is taken to set it up at its next sign-in, before it can open anything else.
        </span>
      </span>
    </label>
  );
}
