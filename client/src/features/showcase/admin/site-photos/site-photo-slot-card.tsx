import { RotateCcw } from "lucide-react";
import { useState } from "react";
import type { SitePhotoSlotState } from "@shared/showcase/site-photo-slots";
import { toast } from "@/components/ui/use-toast";
import { isSessionEnded } from "@/lib/api-client";
import { formatDate } from "@/lib/formatters";
import { useReplaceSitePhoto, useResetSitePhoto } from "../../api/site-photos";
import { dialogButton } from "@/components/staff/staff-dialog";
import { PhotoThumbnail } from "@/components/staff/photo-thumbnail";
import { PhotoUploadForm } from "../photo-upload-form";

/** One slot: what it shows now (the staff's photo or the drawing), and the form that replaces it. */
export function SitePhotoSlotCard({ slot }: { slot: SitePhotoSlotState }) {
  const replace = useReplaceSitePhoto(slot.slot);
  const reset = useResetSitePhoto(slot.slot);
  const [open, setOpen] = useState(false);
  const shown = slot.current ?? slot.drawing;

  const backToDrawing = () =>
    reset.mutate(undefined, {
      onSuccess: () => toast({ title: "Drawing restored", description: `${slot.label} shows its drawing again.` }),
      onError: (error) => {
        if (!isSessionEnded(error)) toast({ title: "Not changed", description: "Please try again.", variant: "destructive" });
      },
    });

  return (
    <article
      aria-label={`${slot.page}: ${slot.label}`}
      className="flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-gray-200"
    >
      <PhotoThumbnail image={shown} className="aspect-[16/10] h-auto w-full" />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <h3 className="text-sm font-semibold text-ink">{slot.label}</h3>
          <p className="mt-0.5 text-xs text-ink-muted">
            {slot.current ? `Your photo, since ${formatDate(slot.updatedAt!)}` : "Drawing (no photo yet)"}
          </p>
          {slot.newPhoto && (
            <p role="status" className="mt-1 text-xs font-semibold text-amber-800">
              {slot.newPhoto === "processing"
                ? "Your new photo is being prepared: the pages show it in a moment."
                : "Your new photo could not be read: please try another."}
            </p>
          )}
        </div>
        <div className="mt-auto flex flex-wrap gap-2">
          <button type="button" className={dialogButton.secondary} aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? "Cancel" : slot.current ? "Replace photo" : "Add a photo"}
          </button>
          {slot.current && (
            <button type="button" className={dialogButton.secondary} disabled={reset.isPending} onClick={backToDrawing}>
              <RotateCcw aria-hidden="true" className="h-4 w-4" />
              Use the drawing
            </button>
          )}
        </div>
        {open && (
          <PhotoUploadForm
            submitLabel="Use this photo"
            initialAlt={shown.alt}
            upload={(photo) => replace.mutateAsync(photo)}
            onUploaded={() => setOpen(false)}
          />
        )}
      </div>
    </article>
  );
}
