import { Router } from "express";
import { CREW_APP_SCOPE, CREW_MANIFEST_PATH, CREW_PHOTO_CACHE, CREW_SERVICE_WORKER_PATH, CREW_SHELL_CACHE } from "@shared/crew/crew-app";
import { ADMIN_ICON_192, ADMIN_ICON_512, ADMIN_ICON_MASKABLE, ADMIN_THEME_COLOUR } from "@shared/push/admin-app";
import type { CurrentBusiness } from "../../business";

/**
 * The crew app's service worker: what makes /crew open in airplane mode after one visit with signal.
 * - /crew itself: from the network when there is one (and kept), else the copy kept.
 * - the app's files (/assets, hashed, never changing): kept the first time they are fetched, then from the copy;
 *   the page sends the ones it loaded before this worker took over, to be kept too.
 * - the week's photo thumbnails: from the network when there is one (and kept), else the copy kept.
 * Data (the week, the changes waiting) lives in the page's IndexedDB, not here. Nothing else is touched.
 */
const SERVICE_WORKER = `"use strict";
const SHELL = ${JSON.stringify(CREW_SHELL_CACHE)};
const PHOTOS = ${JSON.stringify(CREW_PHOTO_CACHE)};
const SCOPE = ${JSON.stringify(CREW_APP_SCOPE)};
self.addEventListener("install", (event) => {
  self.skipWaiting();
  event.waitUntil(caches.open(SHELL).then((cache) => cache.add(SCOPE)).catch(() => undefined));
});
self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys().then((keys) => Promise.all(keys.filter((key) => key.startsWith("crew-") && key !== SHELL && key !== PHOTOS).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});
const keep = (cacheName, urls) =>
  caches.open(cacheName).then((cache) =>
    Promise.all(urls.map((url) => cache.match(url).then((hit) => hit || fetch(url, { credentials: "same-origin" }).then((res) => res.ok && res.status === 200 ? cache.put(url, res) : undefined).catch(() => undefined)))),
  );
self.addEventListener("message", (event) => {
  const data = event.data || {};
  const urls = Array.isArray(data.urls) ? data.urls.filter((url) => typeof url === "string" && url.startsWith("/")) : [];
  if (data.type === "keep-files") event.waitUntil(keep(SHELL, urls));
  if (data.type === "keep-photos") event.waitUntil(keep(PHOTOS, urls));
});
const networkFirst = (request, cacheName, key) =>
  fetch(request)
    .then((res) => {
      if (res.ok && res.status === 200) {
        const copy = res.clone();
        caches.open(cacheName).then((cache) => cache.put(key || request, copy));
      }
      return res;
    })
    .catch(() => caches.match(key || request).then((hit) => hit || Response.error()));
self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate" && (url.pathname === SCOPE || url.pathname.startsWith(SCOPE + "/"))) {
    event.respondWith(networkFirst(request, SHELL, SCOPE));
    return;
  }
  if (url.pathname.startsWith("/assets/") || url.pathname.startsWith("/icons/")) {
    event.respondWith(
      caches.match(request).then((hit) => hit || fetch(request).then((res) => {
        if (res.ok) { const copy = res.clone(); caches.open(SHELL).then((cache) => cache.put(request, copy)); }
        return res;
      })),
    );
    return;
  }
  if (/^\\/api\\/crew\\/jobs\\/\\d+\\/photos\\/\\d+$/.test(url.pathname)) event.respondWith(networkFirst(request, PHOTOS));
});
`;

/** /crew/manifest.webmanifest (start and scope /crew, standalone, 192 and 512 px icons) and /crew/sw.js, scoped to /crew. */
export function crewAppRouter(currentBusiness: CurrentBusiness): Router {
  const router = Router();

  router.get(CREW_MANIFEST_PATH, async (_req, res) => {
    const business = await currentBusiness();
    res
      .type("application/manifest+json")
      .set("Cache-Control", "no-cache")
      .send(
        JSON.stringify({
          name: `${business.name} crew`,
          short_name: "Crew",
          description: "The crew's week: jobs, checklists, time, materials, photos and sign-off, with or without signal.",
          id: CREW_APP_SCOPE,
          start_url: CREW_APP_SCOPE,
          scope: CREW_APP_SCOPE,
          display: "standalone",
          orientation: "portrait",
          theme_color: ADMIN_THEME_COLOUR,
          background_color: "#ffffff",
          icons: [
            { src: ADMIN_ICON_192, sizes: "192x192", type: "image/png", purpose: "any" },
            { src: ADMIN_ICON_512, sizes: "512x512", type: "image/png", purpose: "any" },
            { src: ADMIN_ICON_MASKABLE, sizes: "512x512", type: "image/png", purpose: "maskable" },
          ],
        }),
      );
  });

  router.get(CREW_SERVICE_WORKER_PATH, (_req, res) => {
    // the script sits in /crew/, whose scope would be "/crew/"; the header lets it cover "/crew" itself too
    res.type("text/javascript").set({ "Service-Worker-Allowed": CREW_APP_SCOPE, "Cache-Control": "no-cache" }).send(SERVICE_WORKER);
  });

  return router;
}
