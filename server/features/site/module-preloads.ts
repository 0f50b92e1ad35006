/** The parts of Vite's build manifest (dist/public/.vite/manifest.json) that preloading reads. */
export type BuildManifest = Record<string, { file: string; imports?: string[] }>;

/** The app's code after the entry script: the module that hydrates (client/src/boot.tsx), a build entry. */
export const BOOT_SOURCE = "src/boot.tsx";
/** The code of a page that is static but for its islands (client/src/islands.tsx), a build entry. */
export const ISLANDS_SOURCE = "src/islands.tsx";
/** The ad pages' code at load, touched or not (client/src/ad-page.ts: the Ads tag, the conversion), a build entry. */
export const AD_PAGE_SOURCE = "src/ad-page.ts";

/** The client module of a route's page (shared/route-paths.ts), under client/src without its extension. */
export const pageSource = (route: { area: string; page: string } | undefined) => route && `pages/${route.area}/${route.page}`;

/**
 * Every chunk a page runs after its entry script: the hydrating module (first: main.tsx imports it) and
 * the page's own chunk, each with everything it imports, once each. The browser fetches them all at once (lib/deferred-start.ts)
 * instead of discovering each after the one before has run. `source` is the page's module under
 * client/src without its extension (see pageSource); the 404 page, part of the shell, has none. `entry` is the
 * module that starts it (entrySource): a page made of islands lists the islands' code alone.
 */
export function pageModuleFiles(manifest: BuildManifest, source: string | undefined, entry = BOOT_SOURCE): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(entry);
  // a page made of islands never runs its own module: the server's HTML is the page
  if (source && entry === BOOT_SOURCE) visit(`src/${source}.tsx`);
  return [...files].map((file) => `/${file}`);
}
