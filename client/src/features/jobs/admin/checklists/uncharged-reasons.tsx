import { type FormEvent, useState } from "react";
import type { ChecklistTemplates } from "@shared/crew/crew-api";
import { SaveButton } from "@/components/staff/save-button";
import { SectionCard } from "@/components/staff/section-card";
import { inputClass } from "@/components/staff/form-styles";
import { toast } from "@/components/ui/use-toast";
import { toastFailure } from "@/components/staff/failure-toast";
import { useSaveUnchargedReasons } from "../../api/jobs";

/** The reasons a crew can give for time the homeowner is not charged for: the built-in four and the Owner's own. */
export function UnchargedReasons({ reasons }: { reasons: ChecklistTemplates["unchargedReasons"] }) {
  const builtIn = reasons.filter((reason) => reason.builtIn);
  const [own, setOwn] = useState(() =>
    reasons
      .filter((reason) => !reason.builtIn)
      .map((reason) => reason.label)
      .join("\n"),
  );
  const save = useSaveUnchargedReasons();
  function submit(event: FormEvent) {
    event.preventDefault();
    const labels = own
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
    save.mutate(labels, { onSuccess: () => toast({ title: "Reasons saved" }), onError: toastFailure("Not saved") });
  }
  return (
    <SectionCard
      id="uncharged-reasons"
      title="Uncharged time"
      description="A crew picks one of these when it clocks off time the homeowner is not charged for."
    >
      <form onSubmit={submit} className="grid gap-3">
        <p className="text-sm text-ink">Always there: {builtIn.map((reason) => reason.label).join(", ")}.</p>
        <label className="grid gap-1 text-sm font-semibold text-ink">
          Your own reasons, one per line
          <textarea className={`${inputClass} min-h-24`} value={own} onChange={(event) => setOwn(event.target.value)} />
        </label>
        <div>
          <SaveButton saving={save.isPending}>Save the reasons</SaveButton>
        </div>
      </form>
    </SectionCard>
  );
}
