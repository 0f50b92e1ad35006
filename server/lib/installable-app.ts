import { Router } from "express";
import type { BusinessProfile } from "@shared/business-profile";
import { ADMIN_ICON_192, ADMIN_ICON_512, ADMIN_ICON_MASKABLE, ADMIN_THEME_COLOUR } from "@shared/push/admin-app";

export interface InstallableApp {
  /** "/admin", "/crew": the app's start, scope and id */
  scope: string;
  manifestPath: string;
  workerPath: string;
  name: (business: BusinessProfile) => string;
  shortName: string;
  description: string;
  /** the service worker's source */
  worker: string;
}

/**
 * An installable part of the site (the staff area, the crew app): its web app manifest (the business's name, the
 * icons, start and scope) and its service worker, served from inside its scope.
 */
export function installableAppRouter(app: InstallableApp, currentBusiness: () => Promise<BusinessProfile>): Router {
  const router = Router();

  router.get(app.manifestPath, async (_req, res) => {
    const business = await currentBusiness();
    res
      .type("application/manifest+json")
      .set("Cache-Control", "no-cache")
      .send(
        JSON.stringify({
          name: app.name(business),
          short_name: app.shortName,
          description: app.description,
          id: app.scope,
          start_url: app.scope,
          scope: app.scope,
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

  router.get(app.workerPath, (_req, res) => {
    // the script sits in the scope's folder ("/admin/"), whose own scope would end in a slash; the header lets it
    // cover the scope's page itself ("/admin") too
    res.type("text/javascript").set({ "Service-Worker-Allowed": app.scope, "Cache-Control": "no-cache" }).send(app.worker);
  });

  return router;
}
