import { Router } from "express";
import {
  ADMIN_APP_SCOPE,
  ADMIN_ICON_192,
  ADMIN_ICON_512,
  ADMIN_ICON_MASKABLE,
  ADMIN_MANIFEST_PATH,
  ADMIN_SERVICE_WORKER_PATH,
  ADMIN_THEME_COLOUR,
} from "@shared/push/admin-app";
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
  const router = Router();

  router.get(ADMIN_MANIFEST_PATH, async (_req, res) => {
    const business = await currentBusiness();
    res
      .type("application/manifest+json")
      .set("Cache-Control", "no-cache")
      .send(
        JSON.stringify({
          name: `${business.name} staff`,
          short_name: "Staff",
          description: "Leads, site visits, quotes and reviews, with alerts on this device.",
          id: ADMIN_APP_SCOPE,
          start_url: ADMIN_APP_SCOPE,
          scope: ADMIN_APP_SCOPE,
          display: "standalone",
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

  router.get(ADMIN_SERVICE_WORKER_PATH, (_req, res) => {
    // the script sits in /admin/, whose scope would be "/admin/"; the header lets it cover "/admin" itself too
    res.type("text/javascript").set({ "Service-Worker-Allowed": ADMIN_APP_SCOPE, "Cache-Control": "no-cache" }).send(SERVICE_WORKER);
  });

  return router;
}
