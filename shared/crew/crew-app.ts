/** The crew app as an installable app that works offline: its manifest, service worker and scope (/crew). */
export const CREW_APP_SCOPE = "/crew";
export const CREW_MANIFEST_PATH = "/crew/manifest.webmanifest";
export const CREW_SERVICE_WORKER_PATH = "/crew/sw.js";
/** The caches the crew's service worker keeps: the app's files, and the thumbnails of the week's jobs. */
export const CREW_SHELL_CACHE = "crew-shell-v1";
export const CREW_PHOTO_CACHE = "crew-photos-v1";

export const isCrewAppPath = (path: string) => path === CREW_APP_SCOPE || path.startsWith(`${CREW_APP_SCOPE}/`);
