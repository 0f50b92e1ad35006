import { useQuery } from "@tanstack/react-query";
import type { StaffProjectRow, UploadedProjectPhoto } from "@shared/showcase/projects-api";
import type { ProjectInput, ProjectUpdate } from "@shared/showcase/project-validation";
import { apiJson, apiRequest } from "@/lib/api-client";
import { photoUploadBody, useRefreshingMutation } from "@/lib/refreshing-mutation";
import { uploadWithProgress } from "@/lib/upload-with-progress";

export type { StaffProjectRow as ProjectRow };

/** Every project, drafts included, in the gallery's order. After any change it is read again: a move renumbers the others, a photo changes the cover. */
export const STAFF_PROJECTS_KEY = ["/api/projects?all=1"] as const;

/** How often a list with a photo still being made is read again, until its sizes are ready. */
export const PROCESSING_REFRESH_MS = 3_000;

export const useStaffProjects = () =>
  useQuery<StaffProjectRow[]>({
    queryKey: STAFF_PROJECTS_KEY,
    refetchInterval: (query) =>
      query.state.data?.some((project) => project.photos.some((photo) => photo.status === "processing")) ? PROCESSING_REFRESH_MS : false,
  });

export const useCreateProject = () =>
  useRefreshingMutation(STAFF_PROJECTS_KEY, (input: ProjectInput) => apiJson<StaffProjectRow>("POST", "/api/projects", input));

export const useUpdateProject = () =>
  useRefreshingMutation(
    STAFF_PROJECTS_KEY,
    ({ id, changes }: { id: number; changes: ProjectUpdate }) => apiJson<StaffProjectRow>("PATCH", `/api/projects/${id}`, changes),
    { whatever: true },
  );

export const useDeleteProject = () =>
  useRefreshingMutation(STAFF_PROJECTS_KEY, (id: number) => apiRequest("DELETE", `/api/projects/${id}`));

export interface PhotoUpload {
  file: File;
  alt: string;
  onProgress: (fraction: number) => void;
}

/** POST /api/projects/:id/photos: one photo and its description, with its progress. */
export const useAddProjectPhoto = (projectId: number) =>
  useRefreshingMutation(STAFF_PROJECTS_KEY, ({ file, alt, onProgress }: PhotoUpload) =>
    uploadWithProgress<UploadedProjectPhoto>("POST", `/api/projects/${projectId}/photos`, photoUploadBody(file, alt), { onProgress }),
  );

export const useDeleteProjectPhoto = (projectId: number) =>
  useRefreshingMutation(STAFF_PROJECTS_KEY, (photoId: number) => apiRequest("DELETE", `/api/projects/${projectId}/photos/${photoId}`));
