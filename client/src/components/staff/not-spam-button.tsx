import { Undo2 } from "lucide-react";

/** Restores a submission the spam rules caught, with the request its row owns (useRestoreFromSpam). */
export function NotSpamButton({ name, restore }: { name: string; restore: { mutate: () => void; isPending: boolean } }) {
  return (
    <button
      type="button"
      onClick={() => restore.mutate()}
      disabled={restore.isPending}
      aria-label={`Not spam: restore ${name}`}
      className="inline-flex min-h-9 items-center justify-center gap-1.5 rounded-lg border border-gray-300 bg-white px-3 py-1.5 text-sm font-semibold text-ink shadow-sm transition-colors hover:bg-gray-50 disabled:cursor-not-allowed disabled:opacity-70"
    >
      <Undo2 aria-hidden="true" className="h-4 w-4" />
      {restore.isPending ? "Restoring..." : "Not spam"}
    </button>
  );
}
