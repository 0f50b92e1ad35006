import { escapeHtml } from "./html-head";

/** The parts of Vite's build manifest (dist/public/.vite/manifest.json) that preloading reads. */
export type BuildManifest = Record<string, { file: string; imports?: string[] }>;

const ENTRY = "index.html";

/** The client module of a route's page (shared/route-paths.ts), under client/src without its extension. */
export const pageSource = (route: { page: string } | undefined) => route && `pages/${route.page}`;

/**
 * `<link rel="modulepreload">` tags for everything a page runs before it hydrates: the entry's
 * imports and the page's own chunk with its imports, so the browser fetches them all at once instead
 * of discovering each after the one before has run. `source` is the page's module under client/src
 * without its extension (see pageSource); the 404 page, part of the shell, has none.
 */
export function modulePreloadLinks(manifest: BuildManifest, source: string | undefined): string {
  const files = new Set<string>();
  const visit = (key: string, isEntry: boolean) => {
    const chunk = manifest[key];
    if (!chunk) return;
    if (!isEntry) {
      if (files.has(chunk.file)) return;
      files.add(chunk.file);
    }
    chunk.imports?.forEach((imported) => visit(imported, false));
  };
  visit(ENTRY, true);
  if (source) visit(`src/${source}.tsx`, false);
  return [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`).join("\n    ");
}
