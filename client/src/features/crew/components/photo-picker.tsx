import { Camera } from "lucide-react";
import { useId, useState } from "react";
import type { JobOnPhone } from "../offline/local-view";
import { makeOpId } from "../offline/new-op";
import { queuePhoto } from "../offline/outbox";
import { shrinkPhoto } from "../offline/shrink-photo";
import { crewButton } from "./crew-styles";

/** Takes or picks photos, shrinks them on the phone and queues them; they go with the next send. */
export function PhotoPicker({ job, itemId, label = "Add photos" }: { job: JobOnPhone; itemId?: number; label?: string }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  async function take(files: FileList | null) {
    if (!files?.length) return;
    setBusy(true);
    try {
      for (const file of [...files]) {
        // a photo just taken carries its own time; one picked from older ones counts from when it was added here
        const fresh = file.lastModified > Date.now() - 12 * 3_600_000 && file.lastModified <= Date.now();
        const takenAt = new Date(fresh ? file.lastModified : Date.now()).toISOString();
        await queuePhoto({
          opId: makeOpId(),
          jobId: job.jobId,
          stage: job.stage.stage,
          itemId,
          takenAt,
          blob: await shrinkPhoto(file),
          name: file.name || "photo.jpg",
        });
      }
    } finally {
      setBusy(false);
    }
  }
  return (
    <label htmlFor={id} className={`${crewButton.secondary} cursor-pointer focus-within:ring-2 focus-within:ring-brand-600`}>
      <Camera aria-hidden="true" className="h-5 w-5" />
      {busy ? "Keeping the photo..." : label}
      <input
        id={id}
        type="file"
        accept="image/*"
        multiple={itemId === undefined}
        className="sr-only"
        onChange={(event) => {
          void take(event.target.files);
          event.target.value = "";
        }}
      />
    </label>
  );
}
