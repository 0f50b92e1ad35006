import { Clock } from "lucide-react";

/** A nudge when reviews are waiting, with a shortcut to the Reviews tab. */
export function PendingReviewsNotice({ count, onOpen }: { count: number; onOpen: () => void }) {
  return (
    <button
      type="button"
      onClick={onOpen}
      className="inline-flex items-center gap-2 self-start rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 ring-1 ring-amber-600/30 ring-inset hover:bg-amber-100 sm:self-auto"
    >
      <Clock aria-hidden="true" className="h-4 w-4" />
      {count === 1 ? "1 review is waiting for approval" : `${count} reviews are waiting for approval`}
    </button>
  );
}
