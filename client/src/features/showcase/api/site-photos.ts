import { useQuery } from "@tanstack/react-query";
import type { SitePhotoSlotState } from "@shared/showcase/site-photo-slots";
import { apiJson } from "@/lib/api-client";
import { photoUploadBody, useRefreshingMutation } from "@/lib/refreshing-mutation";
import { uploadWithProgress } from "@/lib/upload-with-progress";
import { type PhotoUpload, PROCESSING_REFRESH_MS } from "./projects";

export const SITE_PHOTOS_KEY = ["/api/site-photos"] as const;

/** Every photo slot of the public pages, with its drawing and the photo that replaced it. */
export const useSitePhotoSlots = () =>
  useQuery<SitePhotoSlotState[]>({
    queryKey: SITE_PHOTOS_KEY,
    refetchInterval: (query) => (query.state.data?.some((slot) => slot.newPhoto === "processing") ? PROCESSING_REFRESH_MS : false),
  });

/** PUT /api/site-photos/<slot>: the slot shows this photo from now on. */
export const useReplaceSitePhoto = (slot: string) =>
  useRefreshingMutation(SITE_PHOTOS_KEY, ({ file, alt, onProgress }: PhotoUpload) =>
    uploadWithProgress<SitePhotoSlotState>("PUT", `/api/site-photos/${slot}`, photoUploadBody(file, alt), { onProgress }),
  );

/** DELETE /api/site-photos/<slot>: the slot shows its drawing again. */
export const useResetSitePhoto = (slot: string) =>
  useRefreshingMutation(SITE_PHOTOS_KEY, () => apiJson<SitePhotoSlotState>("DELETE", `/api/site-photos/${slot}`));
