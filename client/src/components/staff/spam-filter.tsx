import { clsx } from "clsx";
import { ShieldAlert } from "lucide-react";
import { useMemo, useState } from "react";

interface Flagged {
  isSpam: boolean;
}

/** Real submissions only: what every tab total and the lists count. */
export const withoutSpam = <Row extends Flagged>(rows: readonly Row[]): Row[] => rows.filter((row) => !row.isSpam);

/** The rows a list shows: real ones, or, behind the Spam filter, only those the spam rules caught. */
export function useSpamFilter<Row extends Flagged>(rows: readonly Row[]) {
  const [showSpam, setShowSpam] = useState(false);
  const spamCount = useMemo(() => rows.filter((row) => row.isSpam).length, [rows]);
  const visible = useMemo(() => rows.filter((row) => row.isSpam === showSpam), [rows, showSpam]);
  return { showSpam, setShowSpam, spamCount, rows: visible };
}

/** The "Spam (N)" toggle beside a list's search box. */
export function SpamToggle({ filter, onChange }: { filter: ReturnType<typeof useSpamFilter>; onChange?: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={filter.showSpam}
      onClick={() => {
        filter.setShowSpam(!filter.showSpam);
        onChange?.();
      }}
      className={clsx(
        "inline-flex min-h-9 items-center gap-1.5 self-start rounded-lg px-3 py-1.5 text-sm font-medium whitespace-nowrap ring-1 transition-colors ring-inset",
        filter.showSpam ? "bg-red-50 text-red-800 ring-red-600/30" : "bg-white text-ink-muted ring-gray-300 hover:text-ink",
      )}
    >
      <ShieldAlert aria-hidden="true" className="h-4 w-4" />
      Spam <span className="tabular-nums">({filter.spamCount})</span>
    </button>
  );
}
