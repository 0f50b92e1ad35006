import { useState } from "react";
import type { ComplianceTriggers } from "@shared/compliance/compliance-api";
import { Checkbox } from "@/components/staff/checkbox";
import { dialogButton } from "@/components/staff/staff-dialog";
import { toastOutcome } from "@/components/staff/failure-toast";
import { type ComplianceRegisterAnswer, useComplianceSettings } from "../../api/compliance";

const TRIGGER_LABELS: Record<keyof ComplianceTriggers, string> = {
  needsApproval: "Needs engineering and building approval (a wall over 1.0 m, loaded, near a building, or a fence on a wall over 2.0 m)",
  poolBarrier: "A pool barrier",
  deepDig: "Holes or trenches deeper than 1.5 m",
};

/**
 * How the job falls under the rules where its runs do not say: the triggers of a job without runs, the stages a
 * Form 16 inspection follows, and the stage that digs.
 */
export function ComplianceTriggersForm({
  jobId,
  register,
  stages,
}: {
  jobId: number;
  register: ComplianceRegisterAnswer;
  stages: readonly { stage: number; description: string }[];
}) {
  const save = useComplianceSettings(jobId);
  const [triggers, setTriggers] = useState(register.triggers);
  const [inspections, setInspections] = useState(register.inspectionStages);
  const [digStage, setDigStage] = useState(register.digStage);
  return (
    <details className="min-w-0 rounded-md bg-gray-50 p-2">
      <summary className="cursor-pointer text-sm font-semibold text-brand-700">What applies to this job</summary>
      <form
        aria-label="What applies to this job"
        className="grid gap-2 pt-3"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(
            { ...(register.fromRuns ? {} : { triggers }), inspectionStages: inspections, digStage },
            toastOutcome("Saved what applies", "Not saved"),
          );
        }}
      >
        {register.fromRuns ? (
          <p className="text-sm text-ink-muted">Worked out from the accepted quote's runs.</p>
        ) : (
          <fieldset className="grid gap-1">
            <legend className="text-sm font-medium text-ink">This job (it has no runs on its quote)</legend>
            {(Object.keys(TRIGGER_LABELS) as (keyof ComplianceTriggers)[]).map((key) => (
              <Checkbox key={key} checked={triggers[key]} onChange={(checked) => setTriggers({ ...triggers, [key]: checked })}>
                {TRIGGER_LABELS[key]}
              </Checkbox>
            ))}
          </fieldset>
        )}
        <fieldset className="grid gap-1">
          <legend className="text-sm font-medium text-ink">Inspection stages (Form 16)</legend>
          {stages.map((stage) => (
            <Checkbox
              key={stage.stage}
              checked={inspections.includes(stage.stage)}
              onChange={(checked) =>
                setInspections(checked ? [...inspections, stage.stage].sort((a, b) => a - b) : inspections.filter((s) => s !== stage.stage))
              }
            >
              Stage {stage.stage}: {stage.description}
            </Checkbox>
          ))}
        </fieldset>
        <label className="grid gap-1 text-sm font-medium text-ink sm:max-w-xs">
          The stage that digs
          <select
            value={digStage}
            onChange={(event) => setDigStage(Number(event.target.value))}
            className="min-h-10 w-full min-w-0 rounded-lg border border-gray-300 px-3 text-base"
          >
            {stages.map((stage) => (
              <option key={stage.stage} value={stage.stage}>
                Stage {stage.stage}: {stage.description}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" disabled={save.isPending} className={`${dialogButton.secondary} justify-self-start`}>
          Save what applies
        </button>
      </form>
    </details>
  );
}
