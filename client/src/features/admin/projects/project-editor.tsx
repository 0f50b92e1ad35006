import { Trash2 } from "lucide-react";
import { useState } from "react";
import type { ProjectInput } from "@shared/validation/projects";
import { toast } from "@/components/ui/use-toast";
import { isSessionEnded } from "@/lib/api-client";
import { type ProjectRow, useDeleteProject, useUpdateProject } from "../api/projects";
import { AdminDialog, dialogButton } from "../components/admin-dialog";
import { ProjectForm } from "./project-form";
import { ProjectPhotos } from "./project-photos";

/** A project opened for editing: its words, its photos, and deleting it. */
export function ProjectEditor({ project, onClose }: { project: ProjectRow; onClose: () => void }) {
  const update = useUpdateProject();
  const remove = useDeleteProject();
  const [confirming, setConfirming] = useState(false);
  const { title, suburb, service, description, completedOn } = project;

  const deleteProject = () =>
    remove.mutate(project.id, {
      onSuccess: () => {
        toast({ title: "Project deleted", description: `${project.title} and its photos are gone from the website.` });
        setConfirming(false);
        onClose();
      },
      onError: (error) => {
        if (!isSessionEnded(error))
          toast({ title: "The project was not deleted", description: "Please try again.", variant: "destructive" });
      },
    });

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
        <AdminDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={`Delete ${project.title}?`}
          description="The project and its photos leave the website and cannot be brought back. To hide it for now, unpublish it instead."
          trigger={
            <button type="button" className={dialogButton.secondary}>
              <Trash2 aria-hidden="true" className="h-4 w-4 text-red-700" />
              Delete project
            </button>
          }
        >
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" className={dialogButton.secondary} onClick={() => setConfirming(false)}>
              Keep it
            </button>
            <button type="button" className={dialogButton.danger} disabled={remove.isPending} onClick={deleteProject}>
              {remove.isPending ? "Deleting..." : "Delete project"}
            </button>
          </div>
        </AdminDialog>
      </div>
    </div>
  );
}
