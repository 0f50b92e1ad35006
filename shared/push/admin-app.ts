/** The staff area as an installable app: its manifest, service worker and scope, and nothing of the public site. */
export const ADMIN_APP_SCOPE = "/admin";
export const ADMIN_MANIFEST_PATH = "/admin/manifest.webmanifest";
export const ADMIN_SERVICE_WORKER_PATH = "/admin/sw.js";
/**
 * The app's icons live outside /admin: a folder at /admin in the public files would make the static server answer
 * /admin with a redirect to /admin/.
 */
export const ADMIN_ICON_192 = "/icons/staff-192.png";
export const ADMIN_ICON_512 = "/icons/staff-512.png";
export const ADMIN_ICON_MASKABLE = "/icons/staff-maskable-512.png";
export const ADMIN_THEME_COLOUR = "#1c5036";

/** Whether a page is part of the installable staff app (links its manifest). */
export const isAdminAppPath = (path: string) => path === ADMIN_APP_SCOPE || path.startsWith(`${ADMIN_APP_SCOPE}/`);
