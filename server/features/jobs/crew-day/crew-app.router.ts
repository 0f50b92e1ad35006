import type { Router } from "express";
import { CREW_APP_SCOPE, CREW_MANIFEST_PATH, CREW_PHOTO_CACHE, CREW_SERVICE_WORKER_PATH, CREW_SHELL_CACHE } from "@shared/crew/crew-app";
import { installableAppRouter } from "../../../lib/installable-app";
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
  if (/^\\/api\\/crew\\/jobs\\/\\d+\\/(photos\\/\\d+|byda-plans)$/.test(url.pathname)) event.respondWith(networkFirst(request, PHOTOS));
});
`;

/** /crew/manifest.webmanifest (start and scope /crew, standalone, 192 and 512 px icons) and /crew/sw.js, scoped to /crew. */
export function crewAppRouter(currentBusiness: CurrentBusiness): Router {
  return installableAppRouter(
    {
      scope: CREW_APP_SCOPE,
      manifestPath: CREW_MANIFEST_PATH,
      workerPath: CREW_SERVICE_WORKER_PATH,
      name: (business) => `${business.name} crew`,
      shortName: "Crew",
      description: "The crew's week: jobs, checklists, time, materials, photos and sign-off, with or without signal.",
      worker: SERVICE_WORKER,
    },
    currentBusiness,
  );
}
