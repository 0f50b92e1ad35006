import { useId, useState } from "react";
import { Camera } from "lucide-react";
import { MAX_STAGE_PHOTOS } from "@shared/jobs/job-validation";
import { toast } from "@/components/ui/use-toast";
import { useStageDone } from "../api/jobs";
import { dialogButton } from "@/components/staff/staff-dialog";
import { toastFailure } from "@/components/staff/failure-toast";

/** On site: a stage marked done with a note and up to five photos; the homeowner is told and the claim follows. */
export function StageDoneForm({ jobId, stage }: { jobId: number; stage: number }) {
  const done = useStageDone(jobId);
  const [note, setNote] = useState("");
  const [photos, setPhotos] = useState<File[]>([]);
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState("");
  const id = useId();
  return (
    <form
      aria-label={`Mark stage ${stage} done`}
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (photos.length > MAX_STAGE_PHOTOS) return setProblem(`Choose at most ${MAX_STAGE_PHOTOS} photos`);
        setProblem("");
        // the promise, not mutate's callbacks: the stage done, its panel re-renders without this form, and the
        // toast must still say so
        done.mutateAsync({ stage, note, photos, onProgress: setProgress }).then((answer) => {
          toast({
            title: `Stage ${stage} marked done`,
            description: "invoiceNumber" in answer.claim ? `Claim ${answer.claim.invoiceNumber} issued.` : answer.claim.notIssued,
          });
          setNote("");
          setPhotos([]);
        }, toastFailure("Not marked done"));
      }}
    >
      <div className="grid gap-1">
        <label htmlFor={`${id}-note`} className="text-sm font-medium text-ink">
          Note for the homeowner (optional)
        </label>
        <textarea
          id={`${id}-note`}
          value={note}
          maxLength={1000}
          rows={2}
          onChange={(event) => setNote(event.target.value)}
          className="rounded-lg border border-gray-300 px-3 py-2 text-base text-ink shadow-sm"
        />
      </div>
      <div className="grid gap-1">
        <label htmlFor={`${id}-photos`} className="flex items-center gap-1.5 text-sm font-medium text-ink">
          <Camera aria-hidden="true" className="h-4 w-4" /> Photos (up to {MAX_STAGE_PHOTOS})
        </label>
        <input
          id={`${id}-photos`}
          type="file"
          accept="image/*"
          multiple
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => setPhotos([...(event.target.files ?? [])])}
          className="text-sm text-ink file:mr-3 file:min-h-10 file:rounded-lg file:border file:border-gray-300 file:bg-white file:px-3 file:font-semibold"
        />
        {problem && (
          <p id={`${id}-problem`} role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        )}
      </div>
      <button type="submit" disabled={done.isPending} className={`${dialogButton.primary} justify-self-start`}>
        {done.isPending ? `Sending ${Math.round(progress * 100)}%...` : `Mark stage ${stage} done`}
      </button>
    </form>
  );
}
