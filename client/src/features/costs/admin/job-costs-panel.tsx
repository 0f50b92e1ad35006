import { Download } from "lucide-react";
import { useAuthStatus } from "@/features/auth";
import { dialogButton } from "@/components/staff/staff-dialog";
import { orderListUrl, useJobCosts, useJobTakeoff } from "../api/costs";
import { CostVsQuote } from "./cost-vs-quote";
import { JobCostForm } from "./job-cost-form";
import { TakeoffTable } from "./takeoff-table";

/**
 * A job's materials and costs in its panel: the take-off of its accepted quote's runs with the order list, the
 * costs staff record against it, and (for an Owner) its cost quoted against actual, stage by stage.
 */
export function JobCostsPanel({ jobId, stages }: { jobId: number; stages: readonly { stage: number; description: string }[] }) {
  const takeoff = useJobTakeoff(jobId);
  const isOwner = useAuthStatus().data?.user?.role === "owner";
  const costs = useJobCosts(jobId, isOwner);
  const lines = takeoff.data?.lines ?? [];
  return (
    <section aria-labelledby="job-costs-title" className="grid gap-4 rounded-lg border border-gray-200 p-4">
      <h3 id="job-costs-title" className="text-base font-bold text-ink">
        Materials and costs
      </h3>
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h4 className="text-base font-semibold text-ink">Materials to order</h4>
          {lines.length > 0 && (
            <a href={orderListUrl(jobId)} download className={dialogButton.secondary}>
              <Download aria-hidden="true" className="h-4 w-4" />
              Order list (CSV)
            </a>
          )}
        </div>
        {takeoff.isPending ? (
          <p className="text-sm text-ink-muted">Loading the take-off...</p>
        ) : lines.length === 0 ? (
          <p className="text-sm text-ink-muted">
            The accepted quote has no runs, so there is no take-off. Add runs to the quote to get one.
          </p>
        ) : (
          <TakeoffTable lines={lines} caption="Materials the job's runs need" />
        )}
      </div>
      {isOwner && costs.data && <CostVsQuote costs={costs.data} />}
      <JobCostForm jobId={jobId} stages={stages} costs={isOwner ? costs.data?.costs : undefined} />
    </section>
  );
}
