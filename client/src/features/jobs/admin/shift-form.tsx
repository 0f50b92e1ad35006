import { useState } from "react";
import { CloudRain } from "lucide-react";
import type { ShiftInput } from "@shared/jobs/job-validation";
import { formatDay } from "@shared/calendar/day-format";
import { toast } from "@/components/ui/use-toast";
import { type CrewView, type StageMove, useShiftSchedule } from "../api/jobs";
import { dialogButton } from "@/components/staff/staff-dialog";
import { toastFailure } from "@/components/staff/failure-toast";
import { SectionCard } from "@/components/staff/section-card";
import { shortDay } from "./schedule-days";

const field = "min-h-10 rounded-lg border border-gray-300 bg-white px-3 text-base text-ink shadow-sm";
const span = (days: string[]) => (days.length === 1 ? shortDay(days[0]!) : `${shortDay(days[0]!)} to ${shortDay(days[days.length - 1]!)}`);

/** A rain day: every booking from a day on moves forward by working days, previewed before it is confirmed. */
export function ShiftForm({ crews, today }: { crews: CrewView[]; today: string }) {
  const shift = useShiftSchedule();
  const [input, setInput] = useState<ShiftInput>({ fromDay: today, workingDays: 1 });
  const [preview, setPreview] = useState<StageMove[] | null>(null);
  const run = (confirm: boolean) =>
    shift.mutate(
      { ...input, preview: !confirm },
      {
        onSuccess: (moves) => {
          if (!confirm) return setPreview(moves);
          setPreview(null);
          const told = new Set(moves.map((move) => move.jobId)).size;
          toast({
            title: `${moves.length} booked stage${moves.length === 1 ? "" : "s"} moved`,
            description: `${told} homeowner${told === 1 ? "" : "s"} emailed the new dates.`,
          });
        },
        onError: toastFailure("Not moved"),
      },
    );
  const change = (next: Partial<ShiftInput>) => {
    setInput({ ...input, ...next });
    setPreview(null);
  };
  return (
    <SectionCard title="Weather day">
      <p className="flex items-start gap-2 text-sm text-ink-muted">
        <CloudRain aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        Move everything booked from a day on by working days. Each homeowner whose job moves gets one email with the new dates.
      </p>
      <form
        className="mt-3 flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          run(false);
        }}
      >
        <label className="grid gap-1 text-sm font-medium text-ink">
          From
          <input
            type="date"
            required
            value={input.fromDay}
            onChange={(event) => change({ fromDay: event.target.value })}
            className={field}
          />
        </label>
        <label className="grid gap-1 text-sm font-medium text-ink">
          Working days
          <input
            type="number"
            min={1}
            max={20}
            required
            value={input.workingDays}
            onChange={(event) => change({ workingDays: Number(event.target.value) })}
            className={`${field} w-24`}
          />
        </label>
        <label className="grid gap-1 text-sm font-medium text-ink">
          Crew
          <select
            value={input.crewId ?? ""}
            onChange={(event) => change({ crewId: event.target.value ? Number(event.target.value) : undefined })}
            className={field}
          >
            <option value="">All crews</option>
            {crews.map((crew) => (
              <option key={crew.id} value={crew.id}>
                {crew.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" disabled={shift.isPending} className={dialogButton.secondary}>
          Preview the move
        </button>
      </form>
      {preview && (
        <div role="status" className="mt-4 grid gap-3">
          {preview.length === 0 ? (
            <p className="text-sm text-ink">Nothing is booked from {formatDay(input.fromDay)} on: nothing would move.</p>
          ) : (
            <>
              <p className="text-sm font-semibold text-ink">These would move:</p>
              <ul className="grid gap-1 text-sm text-ink">
                {preview.map((move) => (
                  <li key={`${move.jobId}-${move.stage}`}>
                    <span className="font-mono">{move.reference}</span> stage {move.stage} ({crews.find((c) => c.id === move.crewId)?.name}
                    ): {span(move.from)} → {span(move.to)}
                  </li>
                ))}
              </ul>
              <button
                type="button"
                disabled={shift.isPending}
                onClick={() => run(true)}
                className={`${dialogButton.primary} justify-self-start`}
              >
                Move {preview.length} and tell the homeowners
              </button>
            </>
          )}
        </div>
      )}
    </SectionCard>
  );
}
