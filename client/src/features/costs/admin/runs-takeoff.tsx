import type { WorkRun } from "@shared/costs/work-runs";
import { useRunsTakeoff } from "../api/costs";
import { TakeoffTable } from "./takeoff-table";

/** What the quote's runs need, worked out as staff type them (runs that cannot be read yet are left out). */
export function RunsTakeoff({ runs }: { runs: WorkRun[] }) {
  const takeoff = useRunsTakeoff(runs);
  if (runs.length === 0) return <p className="text-sm text-ink-muted">Add a run to see the materials it needs.</p>;
  if (takeoff.isError) return <p className="text-sm text-ink-muted">The materials show once every run has its length and height.</p>;
  if (!takeoff.data) return <p className="text-sm text-ink-muted">Working out the materials...</p>;
  return <TakeoffTable lines={takeoff.data.lines} caption="Materials the runs need" />;
}
