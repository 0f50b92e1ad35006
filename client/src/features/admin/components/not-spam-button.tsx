import { Undo2 } from "lucide-react";
import { type SpamList, useMarkNotSpam } from "../api/use-mark-not-spam";

/** Restores a submission the spam rules caught; each row owns its request. */
export function NotSpamButton({ list, id, name }: { list: SpamList; id: number; name: string }) {
  const markNotSpam = useMarkNotSpam(list);
  return (
    <button
      type="button"
      onClick={() => markNotSpam.mutate(id)}
      disabled={markNotSpam.isPending}
      aria-label={`Not spam: restore ${name}`}
      className="inline-flex min-h-9 items-center justify-center gap-1.5 rounded-lg border border-gray-300 bg-white px-3 py-1.5 text-sm font-semibold text-ink shadow-sm transition-colors hover:bg-gray-50 disabled:cursor-not-allowed disabled:opacity-70"
    >
      <Undo2 aria-hidden="true" className="h-4 w-4" />
      {markNotSpam.isPending ? "Restoring..." : "Not spam"}
    </button>
  );
}
