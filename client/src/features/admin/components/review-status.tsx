import { reviewStatus } from "@shared/schema";

/** pending and approved get a badge; any other stored value is shown as plain text (spec section 4). */
export function ReviewStatus({ status }: { status: string }) {
  if (status === reviewStatus.pending) {
    return (
      <span className="inline-flex items-center rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-800 ring-1 ring-amber-600/30 ring-inset">
        Pending
      </span>
    );
  }
  if (status === reviewStatus.approved) {
    return (
      <span className="inline-flex items-center rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-600/30 ring-inset">
        Approved
      </span>
    );
  }
  return <span>{status}</span>;
}
