import { zodResolver } from "@hookform/resolvers/zod";
import { Upload } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { PHOTO_ACCEPT, UPLOAD_LIMITS } from "@shared/showcase/image-limits";
import { ALT_TEXT_HINT, photoAltSchema } from "@shared/showcase/project-validation";
import { TextareaField } from "@/components/forms/textarea-field";
import { FormField } from "@/components/forms/form-field";
import { toast } from "@/components/ui/use-toast";
import { ApiError, isSessionEnded } from "@/lib/api-client";
import type { PhotoUpload } from "../api/projects";
import { dialogButton } from "@/components/staff/staff-dialog";
import { fieldProps } from "@/components/forms/field-props";

const MB = 1024 * 1024;

const uploadSchema = photoAltSchema.extend({
  photo: z
    .custom<FileList | undefined>(
      (files) => typeof FileList !== "undefined" && files instanceof FileList && files.length === 1,
      "Choose a photo to upload",
    )
    .refine((files) => files![0]!.size <= UPLOAD_LIMITS.fileBytes, `A photo can be at most ${UPLOAD_LIMITS.fileBytes / MB} MB`),
});
type UploadValues = z.input<typeof uploadSchema>;

interface PhotoUploadFormProps {
  /** "Add photo", "Replace photo" */
  submitLabel: string;
  upload: (photo: PhotoUpload) => Promise<unknown>;
  /** after a photo was stored */
  onUploaded?: () => void;
  /** the description the form starts with (a site photo keeps its slot's) */
  initialAlt?: string;
  disabled?: boolean;
}

/**
 * A photo and its description for people who cannot see it, sent with its progress. The server checks the
 * file by its content; its refusal ("plan.pdf is not a photo we can use...") shows under the file.
 */
export function PhotoUploadForm({ submitLabel, upload, onUploaded, initialAlt = "", disabled = false }: PhotoUploadFormProps) {
  const [progress, setProgress] = useState<number | null>(null);
  const form = useForm<UploadValues, unknown, z.output<typeof uploadSchema>>({
    resolver: zodResolver(uploadSchema),
    defaultValues: { alt: initialAlt, photo: undefined },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ alt, photo }) => {
    setProgress(0);
    try {
      await upload({ file: photo![0]!, alt, onProgress: setProgress });
      form.reset({ alt: initialAlt, photo: undefined });
      toast({ title: "Photo added", description: "It shows on the website now." });
      onUploaded?.();
    } catch (error) {
      if (isSessionEnded(error)) return; // the session handler says so and goes to /login
      const message =
        (error instanceof ApiError && error.serverMessage) || "The photo could not be sent. Check the connection and try again.";
      form.setError("photo", { message });
    } finally {
      setProgress(null);
    }
  });

  const percent = Math.round((progress ?? 0) * 100);
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormField
        label="Photo"
        required
        hint={`JPEG, PNG, WebP, HEIC or AVIF, up to ${UPLOAD_LIMITS.fileBytes / MB} MB.`}
        error={errors.photo?.message}
        compact
      >
        {(control) => (
          <input type="file" accept={PHOTO_ACCEPT} {...form.register("photo")} {...control} disabled={disabled || isSubmitting} />
        )}
      </FormField>
      <TextareaField
        compact
        required
        rows={2}
        label="Description (alt text)"
        hint={ALT_TEXT_HINT}
        {...fieldProps(form, "alt")}
        disabled={disabled || isSubmitting}
      />
      {progress !== null && (
        <div
          role="progressbar"
          aria-label="Sending the photo"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 overflow-hidden rounded-full bg-gray-200"
        >
          <div className="h-full bg-brand-600 transition-[width] motion-reduce:transition-none" style={{ width: `${percent}%` }} />
        </div>
      )}
      <div>
        <button type="submit" disabled={disabled || isSubmitting} className={dialogButton.primary}>
          <Upload aria-hidden="true" className="h-4 w-4" />
          {isSubmitting ? `Sending... ${percent}%` : submitLabel}
        </button>
      </div>
    </form>
  );
}
