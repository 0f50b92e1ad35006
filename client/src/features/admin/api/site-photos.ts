import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SitePhotoSlotState } from "@shared/showcase/site-photo-slots";
import { apiJson } from "@/lib/api-client";
import { uploadWithProgress } from "@/lib/upload-with-progress";
import type { PhotoUpload } from "./projects";

export const SITE_PHOTOS_KEY = ["/api/site-photos"] as const;

/** Every photo slot of the public pages, with its drawing and the photo that replaced it. */
export const useSitePhotoSlots = () => useQuery<SitePhotoSlotState[]>({ queryKey: SITE_PHOTOS_KEY });

/** PUT /api/site-photos/<slot>: the slot shows this photo from now on. */
export function useReplaceSitePhoto(slot: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, alt, onProgress }: PhotoUpload) => {
      const body = new FormData();
      body.append("alt", alt);
      body.append("photo", file, file.name);
      return uploadWithProgress<SitePhotoSlotState>("PUT", `/api/site-photos/${slot}`, body, { onProgress });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SITE_PHOTOS_KEY }),
  });
}

/** DELETE /api/site-photos/<slot>: the slot shows its drawing again. */
export function useResetSitePhoto(slot: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<SitePhotoSlotState>("DELETE", `/api/site-photos/${slot}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SITE_PHOTOS_KEY }),
  });
}
