import { Trash2 } from "lucide-react";
import { PROJECT_LIMITS } from "@shared/showcase/project-validation";
import { toast } from "@/components/ui/use-toast";
import { isSessionEnded } from "@/lib/api-client";
import { type ProjectRow, useAddProjectPhoto, useDeleteProjectPhoto } from "../../api/projects";
import { PhotoThumbnail } from "@/components/staff/photo-thumbnail";
import { PhotoUploadForm } from "../photo-upload-form";

/** A project's photos, the first being the cover, with a remove button each and the form that adds one. */
export function ProjectPhotos({ project }: { project: ProjectRow }) {
  const addPhoto = useAddProjectPhoto(project.id);
  const deletePhoto = useDeleteProjectPhoto(project.id);
  const full = project.photos.length >= PROJECT_LIMITS.photosPerProject;

  const remove = (photoId: number) =>
    deletePhoto.mutate(photoId, {
      onSuccess: () => toast({ title: "Photo removed" }),
      onError: (error) => {
        if (!isSessionEnded(error)) toast({ title: "The photo was not removed", description: "Please try again.", variant: "destructive" });
      },
    });

  return (
    <section aria-labelledby={`project-${project.id}-photos`} className="grid gap-4">
      <div>
        <h3 id={`project-${project.id}-photos`} className="text-sm font-semibold text-ink">
          Photos ({project.photos.length} of {PROJECT_LIMITS.photosPerProject})
        </h3>
        <p className="mt-1 text-sm text-ink-muted">The first photo is the cover of the project's card.</p>
      </div>
      {project.photos.length > 0 ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {project.photos.map((photo, index) => (
            <li key={photo.id} className="overflow-hidden rounded-lg bg-white ring-1 ring-gray-200">
              {photo.status === "ready" ? (
                <PhotoThumbnail image={photo} className="aspect-[4/3] h-auto w-full" />
              ) : (
                <p
                  role="status"
                  className="flex aspect-[4/3] items-center justify-center bg-gray-100 p-2 text-center text-sm text-ink-muted"
                >
                  {photo.status === "processing"
                    ? "Preparing the photo's sizes..."
                    : "This photo could not be read: remove it and try another."}
                </p>
              )}
              <div className="flex items-start justify-between gap-2 p-2">
                <p className="line-clamp-3 text-xs text-ink-muted">
                  {index === 0 && <span className="font-semibold text-ink">Cover. </span>}
                  {photo.alt}
                </p>
                <button
                  type="button"
                  onClick={() => remove(photo.id)}
                  disabled={deletePhoto.isPending}
                  aria-label={`Remove photo: ${photo.alt}`}
                  className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-md text-red-700 hover:bg-red-50 disabled:opacity-60"
                >
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
          Add at least one photo: a project shows on the website only with one.
        </p>
      )}
      {full ? (
        <p className="text-sm text-ink-muted">{`A project has at most ${PROJECT_LIMITS.photosPerProject} photos; remove one to add another.`}</p>
      ) : (
        <div className="rounded-lg bg-gray-50 p-4 ring-1 ring-gray-200">
          <h4 className="mb-3 text-sm font-semibold text-ink">Add a photo</h4>
          <PhotoUploadForm submitLabel="Add photo" upload={(photo) => addPhoto.mutateAsync(photo)} />
        </div>
      )}
    </section>
  );
}
