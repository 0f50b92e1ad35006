import type { Router } from "express";
import { ADMIN_APP_SCOPE, ADMIN_ICON_192, ADMIN_MANIFEST_PATH, ADMIN_SERVICE_WORKER_PATH } from "@shared/push/admin-app";
import { installableAppRouter } from "../../lib/installable-app";
import type { CurrentBusiness } from "../business";

/**
 * The staff service worker. It exists for push: it shows an alert and opens its page in /admin when tapped. It has
 * no fetch handler and caches nothing, so no homeowner's details are ever kept on a device for offline use.
 */
const SERVICE_WORKER = `"use strict";
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));
self.addEventListener("push", (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch (error) {
    message = {};
  }
  const url = typeof message.url === "string" && message.url.startsWith("${ADMIN_APP_SCOPE}") ? message.url : "${ADMIN_APP_SCOPE}";
  event.waitUntil(
    self.registration.showNotification(typeof message.title === "string" ? message.title : "New alert", {
      body: typeof message.body === "string" ? message.body : "",
      icon: "${ADMIN_ICON_192}",
      badge: "${ADMIN_ICON_192}",
      tag: url,
      data: { url },
    }),
  );
});
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL((event.notification.data && event.notification.data.url) || "${ADMIN_APP_SCOPE}", self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      for (const client of windows) {
        if (client.url.startsWith(self.location.origin + "${ADMIN_APP_SCOPE}") && "focus" in client) return client.navigate(target).then((c) => (c || client).focus());
      }
      return self.clients.openWindow(target);
    }),
  );
});
`;

/** /admin/manifest.webmanifest (the business's name, icons, colour, start and scope /admin) and /admin/sw.js, scoped to /admin. */
export function adminAppRouter(currentBusiness: CurrentBusiness): Router {
  return installableAppRouter(
    {
      scope: ADMIN_APP_SCOPE,
      manifestPath: ADMIN_MANIFEST_PATH,
      workerPath: ADMIN_SERVICE_WORKER_PATH,
      name: (business) => `${business.name} staff`,
      shortName: "Staff",
      description: "Leads, site visits, quotes and reviews, with alerts on this device.",
      worker: SERVICE_WORKER,
    },
    currentBusiness,
  );
}
