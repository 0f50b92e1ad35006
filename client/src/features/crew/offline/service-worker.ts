import { CREW_APP_SCOPE, CREW_SERVICE_WORKER_PATH } from "@shared/crew/crew-app";

const supported = () => typeof navigator !== "undefined" && "serviceWorker" in navigator;

/** The app's own files this page loaded (before the service worker took over), for the worker to keep. */
function loadedFiles(): string[] {
  const here = `${location.origin}/`;
  return performance
    .getEntriesByType("resource")
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(here))
    .map((url) => url.slice(location.origin.length))
    .filter((path) => path.startsWith("/assets/") || path.startsWith("/icons/"));
}

/**
 * The registration's worker once it is active. Not `navigator.serviceWorker.ready`: that waits for a worker of the
 * address the page was first opened at, and a crew member arrives at /crew from /login, outside the app's scope.
 */
async function activeWorker(registration: ServiceWorkerRegistration | undefined): Promise<ServiceWorker | null> {
  if (!registration) return null;
  if (registration.active) return registration.active;
  const coming = registration.installing ?? registration.waiting;
  if (!coming) return null;
  await new Promise<void>((resolve) => {
    const settle = () => {
      if (coming.state === "activated" || coming.state === "redundant") resolve();
    };
    coming.addEventListener("statechange", settle);
    settle();
  });
  return registration.active;
}

/**
 * Installs the crew app's service worker (scope /crew) and hands it the files this visit loaded: after one visit
 * with signal, /crew opens in airplane mode.
 */
export async function installCrewWorker(): Promise<void> {
  if (!supported()) return;
  try {
    const registration = await navigator.serviceWorker.register(CREW_SERVICE_WORKER_PATH, { scope: CREW_APP_SCOPE });
    (await activeWorker(registration))?.postMessage({ type: "keep-files", urls: [CREW_APP_SCOPE, ...loadedFiles()] });
  } catch {
    // a browser without service workers (or a private window that refuses them) still works online
  }
}

/** Asks the worker to keep the week's photo thumbnails for offline use. */
export async function keepPhotos(urls: readonly string[]): Promise<void> {
  if (!supported() || urls.length === 0) return;
  try {
    (await activeWorker(await navigator.serviceWorker.getRegistration(CREW_APP_SCOPE)))?.postMessage({
      type: "keep-photos",
      urls: [...urls],
    });
  } catch {
    // the photos are shown while online anyway
  }
}
