import { Plus } from "lucide-react";
import { useState } from "react";
import { toast } from "@/components/ui/use-toast";
import { useCreateProject, useStaffProjects } from "../../api/projects";
import { AdminDialog, dialogButton } from "@/components/staff/staff-dialog";
import { QueryScreen, ScreenHeader } from "@/components/staff/screen-parts";
import { ProjectCard } from "./project-card";
import { ProjectEditor } from "./project-editor";
import { EMPTY_PROJECT, ProjectForm } from "./project-form";

/**
 * /admin/projects: every completed project in the gallery's order. A new one starts as a draft at the top;
 * it shows on /gallery and the home page once it has a photo and is published, on the next page load.
 */
export function ProjectsManager() {
  const projects = useStaffProjects();
  const create = useCreateProject();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);

  const header = (
    <ScreenHeader
      title="Projects"
      action={
        <AdminDialog
          open={adding}
          onOpenChange={setAdding}
          title="Add a project"
          description="It starts as a draft: add its photos, then publish it."
          trigger={
            <button type="button" className={dialogButton.primary}>
              <Plus aria-hidden="true" className="h-4 w-4" />
              Add project
            </button>
          }
        >
          <ProjectForm
            initial={EMPTY_PROJECT}
            submitLabel="Add project"
            onCancel={() => setAdding(false)}
            save={(input) =>
              create.mutateAsync(input).then((project) => {
                setAdding(false);
                setEditing(project.id);
                toast({ title: "Project added", description: "Now add its photos, then publish it." });
              })
            }
          />
        </AdminDialog>
      }
    >
      Completed jobs on the gallery, in this order, and the six most recent on the home page. A project shows once it has a photo and is
      published.
    </ScreenHeader>
  );

  return (
    <QueryScreen header={header} query={projects}>
      {(list) =>
        list.length === 0 ? (
          <p className="rounded-xl bg-white p-8 text-center text-sm text-ink-muted shadow-sm ring-1 ring-gray-200">
            No projects yet. Add the first one.
          </p>
        ) : (
          <ol
            aria-label="Projects, in the gallery's order"
            className="divide-y divide-gray-200 overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-gray-200"
          >
            {list.map((project, index) => (
              <li key={project.id}>
                <ProjectCard
                  project={project}
                  index={index}
                  count={list.length}
                  editing={editing === project.id}
                  onEdit={() => setEditing(editing === project.id ? null : project.id)}
                />
                {editing === project.id && <ProjectEditor project={project} onClose={() => setEditing(null)} />}
              </li>
            ))}
          </ol>
        )
      }
    </QueryScreen>
  );
}
