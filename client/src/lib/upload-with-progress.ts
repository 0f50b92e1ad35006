import { ApiError } from "./api-client";

export interface UploadOptions {
  /** called with the share of the body sent so far, 0 to 1 */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * POSTs (or PUTs) a multipart form with the session cookie and reports how much of it has gone, which fetch
 * cannot: a photo's progress bar. A non-success answer rejects with the same ApiError as the API client.
 */
export function uploadWithProgress<T>(
  method: "POST" | "PUT",
  url: string,
  body: FormData,
  { onProgress, signal }: UploadOptions = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(1);
        try {
          resolve(JSON.parse(request.responseText) as T);
        } catch {
          reject(new ApiError(request.status, "The answer was not JSON"));
        }
      } else reject(new ApiError(request.status, request.responseText || request.statusText));
    };
    request.onerror = () => reject(new Error("The connection dropped"));
    request.onabort = () => reject(new DOMException("The upload was stopped", "AbortError"));
    if (signal?.aborted) return reject(new DOMException("The upload was stopped", "AbortError"));
    signal?.addEventListener("abort", () => request.abort(), { once: true });
    request.send(body);
  });
}
