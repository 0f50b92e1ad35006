import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { StaffProjectRow, UploadedProjectPhoto } from "@shared/showcase/projects-api";
import type { ProjectInput, ProjectUpdate } from "@shared/validation/projects";
import { apiJson, apiRequest } from "@/lib/api-client";
import { uploadWithProgress } from "@/lib/upload-with-progress";

export type { StaffProjectRow as ProjectRow };

export const STAFF_PROJECTS_KEY = ["/api/projects?all=1"] as const;

/** Every project, drafts included, in the gallery's order. */
export const useStaffProjects = () => useQuery<StaffProjectRow[]>({ queryKey: STAFF_PROJECTS_KEY });

/** After any change the list is read again: a move renumbers the others, a photo changes the cover. */
function useRefreshProjects() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: STAFF_PROJECTS_KEY });
}

export function useCreateProject() {
  const refresh = useRefreshProjects();
  return useMutation({
    mutationFn: (input: ProjectInput) => apiJson<StaffProjectRow>("POST", "/api/projects", input),
    onSuccess: refresh,
  });
}

export function useUpdateProject() {
  const refresh = useRefreshProjects();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: ProjectUpdate }) =>
      apiJson<StaffProjectRow>("PATCH", `/api/projects/${id}`, changes),
    onSettled: refresh,
  });
}

export function useDeleteProject() {
  const refresh = useRefreshProjects();
  return useMutation({
    mutationFn: (id: number) => apiRequest("DELETE", `/api/projects/${id}`),
    onSuccess: refresh,
  });
}

export interface PhotoUpload {
  file: File;
  alt: string;
  onProgress: (fraction: number) => void;
}

/** POST /api/projects/:id/photos: one photo and its description, with its progress. */
export function useAddProjectPhoto(projectId: number) {
  const refresh = useRefreshProjects();
  return useMutation({
    mutationFn: ({ file, alt, onProgress }: PhotoUpload) => {
      const body = new FormData();
      body.append("alt", alt);
      body.append("photo", file, file.name);
      return uploadWithProgress<UploadedProjectPhoto>("POST", `/api/projects/${projectId}/photos`, body, { onProgress });
    },
    onSuccess: refresh,
  });
}

export function useDeleteProjectPhoto(projectId: number) {
  const refresh = useRefreshProjects();
  return useMutation({
    mutationFn: (photoId: number) => apiRequest("DELETE", `/api/projects/${projectId}/photos/${photoId}`),
    onSuccess: refresh,
  });
}
