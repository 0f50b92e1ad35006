import { Info } from "lucide-react";

/** Says, quietly, that a list shows the built-in sample because nothing is stored yet. */
export function SampleDataBadge({ what = "records" }: { what?: string }) {
  return (
    <p className="inline-flex items-center gap-1.5 rounded-full border border-amber-200 bg-amber-50 px-2.5 py-1 text-xs font-medium text-amber-900">
      <Info className="h-3.5 w-3.5" aria-hidden="true" />
      Showing sample data
      <span className="sr-only">: no {what} are saved yet</span>
    </p>
  );
}
