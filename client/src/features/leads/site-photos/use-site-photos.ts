import { useCallback, useEffect, useRef, useState } from "react";
import { UPLOAD_LIMITS } from "@shared/showcase/image-limits";
import { ApiError } from "@/lib/api-client";

/** One photo the visitor picked, as the field shows it. */
export interface SitePhoto {
  id: number;
  name: string;
  /** a blob: address of the picked file, for the thumbnail */
  preview: string;
  /** share sent, 0 to 1 */
  progress: number;
  state: "sending" | "sent" | "failed";
  /** why it did not arrive, naming the file */
  error?: string;
}

/** What the form sends once every photo has gone or failed. */
export interface SettledPhotos {
  tokens: string[];
  /** the names of the photos that did not arrive, for the visitor */
  failed: string[];
}

interface PhotoWork {
  name: string;
  controller: AbortController;
  done: Promise<void>;
  token?: string;
  failed?: boolean;
}

const loadSender = () => import("./send-site-photo");

const failureMessage = (name: string, error: unknown) =>
  (error instanceof ApiError && error.serverMessage) || `${name} did not arrive. Check your connection, then remove it and add it again.`;

/**
 * The photos of the quote forms' photo field: each starts sending as soon as it is picked (shrunk first), with
 * its own progress, so the form rarely waits for them; `settled` is what the form awaits before it sends the
 * lead, which goes whatever became of the photos.
 */
export function useSitePhotos() {
  const [photos, setPhotos] = useState<SitePhoto[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const work = useRef(new Map<number, PhotoWork>());
  const nextId = useRef(1);

  const update = useCallback((id: number, change: Partial<SitePhoto>) => {
    setPhotos((current) => current.map((photo) => (photo.id === id ? { ...photo, ...change } : photo)));
  }, []);

  const add = useCallback(
    (files: readonly File[]) => {
      const room = UPLOAD_LIMITS.photosPerLead - work.current.size;
      const taken = files.slice(0, Math.max(room, 0));
      const left = files.slice(taken.length);
      setNotice(
        left.length
          ? `You can send up to ${UPLOAD_LIMITS.photosPerLead} photos, so ${left.map((file) => file.name).join(", ")} ${left.length === 1 ? "was" : "were"} not added.`
          : null,
      );
      const added: SitePhoto[] = [];
      for (const file of taken) {
        const id = nextId.current++;
        const controller = new AbortController();
        const entry: PhotoWork = { name: file.name, controller, done: Promise.resolve() };
        entry.done = loadSender()
          .then(({ sendSitePhoto }) => sendSitePhoto(file, (progress) => update(id, { progress }), controller.signal))
          .then(
            (token) => {
              entry.token = token;
              update(id, { state: "sent", progress: 1 });
            },
            (error: unknown) => {
              entry.failed = true;
              if (!controller.signal.aborted) update(id, { state: "failed", error: failureMessage(file.name, error) });
            },
          );
        work.current.set(id, entry);
        added.push({ id, name: file.name, preview: URL.createObjectURL(file), progress: 0, state: "sending" });
      }
      setPhotos((current) => [...current, ...added]);
    },
    [update],
  );

  const remove = useCallback((id: number) => {
    work.current.get(id)?.controller.abort();
    work.current.delete(id);
    setNotice(null);
    setPhotos((current) => {
      const gone = current.find((photo) => photo.id === id);
      if (gone) URL.revokeObjectURL(gone.preview);
      return current.filter((photo) => photo.id !== id);
    });
  }, []);

  const settled = useCallback(async (): Promise<SettledPhotos> => {
    const entries = [...work.current.values()];
    await Promise.all(entries.map((entry) => entry.done));
    return {
      tokens: entries.flatMap((entry) => (entry.token ? [entry.token] : [])),
      failed: entries.filter((entry) => entry.failed).map((entry) => entry.name),
    };
  }, []);

  const reset = useCallback(() => {
    for (const entry of work.current.values()) entry.controller.abort();
    work.current.clear();
    setNotice(null);
    setPhotos((current) => {
      for (const photo of current) URL.revokeObjectURL(photo.preview);
      return [];
    });
  }, []);

  useEffect(() => reset, [reset]);

  return { photos, notice, add, remove, settled, reset, preload: loadSender, sending: photos.some((photo) => photo.state === "sending") };
}

export type SitePhotos = ReturnType<typeof useSitePhotos>;

/** The visitor's words for photos that did not come with the lead. */
export const missingPhotosMessage = (failed: readonly string[]) =>
  failed.length === 0
    ? null
    : `${failed.length === 1 ? "This photo" : "These photos"} did not arrive: ${failed.join(", ")}. You can send ${failed.length === 1 ? "it" : "them"} when we call.`;
