import type { ProjectInput } from "@shared/showcase/project-validation";
import { toast } from "@/components/ui/use-toast";
import { type ProjectRow, useDeleteProject, useUpdateProject } from "../../api/projects";
import { ConfirmDelete } from "@/components/staff/confirm-delete";
import { toastFailure } from "@/components/staff/failure-toast";
import { ProjectForm } from "./project-form";
import { ProjectPhotos } from "./project-photos";

/** A project opened for editing: its words, its photos, and deleting it. */
export function ProjectEditor({ project, onClose }: { project: ProjectRow; onClose: () => void }) {
  const update = useUpdateProject();
  const remove = useDeleteProject();
  const { title, suburb, service, description, completedOn } = project;

  return (
    <div className="grid gap-6 border-t border-gray-200 bg-gray-50/60 p-4 sm:p-5">
      <section aria-label={`Details of ${project.title}`}>
        <ProjectForm
          initial={{ title, suburb, service: service as ProjectInput["service"], description, completedOn }}
          submitLabel="Save changes"
          save={(changes) => update.mutateAsync({ id: project.id, changes }).then(() => toast({ title: "Project saved" }))}
        />
      </section>
      <ProjectPhotos project={project} />
      <div className="border-t border-gray-200 pt-4">
        <ConfirmDelete
          what="project"
          name={project.title}
          consequences="The project and its photos leave the website and cannot be brought back. To hide it for now, unpublish it instead."
          deleting={remove.isPending}
          onConfirm={(done) =>
            remove.mutate(project.id, {
              onSuccess: () => {
                toast({ title: "Project deleted", description: `${project.title} and its photos are gone from the website.` });
                done();
                onClose();
              },
              onError: toastFailure("The project was not deleted"),
            })
          }
        />
      </div>
    </div>
  );
}
