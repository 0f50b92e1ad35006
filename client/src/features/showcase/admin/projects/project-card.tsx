import { ArrowDown, ArrowUp, Eye, EyeOff, ImageOff, Pencil } from "lucide-react";
import { clsx } from "clsx";
import { formatDate } from "@/lib/formatters";
import { type ProjectRow, useUpdateProject } from "../../api/projects";
import { dialogButton } from "@/components/staff/staff-dialog";
import { PhotoThumbnail } from "@/components/staff/photo-thumbnail";
import { toastOutcome } from "@/components/staff/failure-toast";

interface ProjectCardProps {
  project: ProjectRow;
  /** its place in the gallery, 0 first */
  index: number;
  count: number;
  editing: boolean;
  onEdit: () => void;
}

const iconButton =
  "inline-flex h-10 w-10 items-center justify-center rounded-lg border border-gray-300 bg-white text-ink shadow-sm hover:bg-gray-50 disabled:cursor-not-allowed disabled:opacity-40";
/** narrower than the dialogs' buttons, so the four actions fit one row on a phone */
const actionButton = `${dialogButton.secondary} px-3`;

/** One project in the list: its cover and facts, whether the public sees it, and its place in the gallery. */
export function ProjectCard({ project, index, count, editing, onEdit }: ProjectCardProps) {
  const update = useUpdateProject();
  const [cover] = project.photos;
  const publishable = project.photos.length > 0;

  const change = (changes: { published?: boolean; position?: number }, done: string) =>
    update.mutate({ id: project.id, changes }, toastOutcome(done, "Not changed"));

  return (
    <div className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-4">
        {cover ? (
          <PhotoThumbnail image={cover} className="h-20 w-28 shrink-0 rounded-md" />
        ) : (
          <span className="flex h-20 w-28 shrink-0 items-center justify-center rounded-md bg-gray-100 text-ink-muted">
            <ImageOff aria-hidden="true" className="h-6 w-6" />
            <span className="sr-only">No photo yet</span>
          </span>
        )}
        <div className="min-w-0">
          <h2 className="text-base font-semibold wrap-break-word text-ink">{project.title}</h2>
          <p className="text-sm text-ink-muted">
            {project.location} · {project.service}
          </p>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-ink-muted">
            <span
              className={clsx(
                "rounded-full px-2 py-0.5 font-semibold ring-1 ring-inset",
                project.published ? "bg-green-50 text-green-800 ring-green-600/20" : "bg-gray-100 text-ink-muted ring-gray-300",
              )}
            >
              {project.published ? "Published" : "Draft"}
            </span>
            <span>Finished {formatDate(`${project.completedOn}T00:00:00+10:00`)}</span>
            <span>
              {project.photos.length} {project.photos.length === 1 ? "photo" : "photos"}
            </span>
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-1.5 sm:gap-2">
        {([-1, 1] as const).map((step) => {
          const Arrow = step < 0 ? ArrowUp : ArrowDown;
          const where = step < 0 ? "up" : "down";
          const to = index + step;
          return (
            <button
              key={where}
              type="button"
              className={iconButton}
              disabled={to < 0 || to >= count || update.isPending}
              onClick={() => change({ position: to }, `Moved ${where}`)}
              aria-label={`Move ${project.title} ${where}`}
            >
              <Arrow aria-hidden="true" className="h-4 w-4" />
            </button>
          );
        })}
        <button
          type="button"
          className={actionButton}
          disabled={update.isPending || (!project.published && !publishable)}
          title={!project.published && !publishable ? "Add a photo to publish" : undefined}
          onClick={() =>
            change(
              { published: !project.published },
              project.published ? "Unpublished: the website no longer shows it" : "Published: it is on the website now",
            )
          }
          aria-label={`${project.published ? "Unpublish" : "Publish"} ${project.title}`}
        >
          {project.published ? <EyeOff aria-hidden="true" className="h-4 w-4" /> : <Eye aria-hidden="true" className="h-4 w-4" />}
          {project.published ? "Unpublish" : "Publish"}
        </button>
        <button type="button" className={actionButton} onClick={onEdit} aria-expanded={editing} aria-label={`Edit ${project.title}`}>
          <Pencil aria-hidden="true" className="h-4 w-4" />
          {editing ? "Close" : "Edit"}
        </button>
      </div>
    </div>
  );
}
