import { createHash } from "node:crypto";

/** The entry's script tag as Vite writes it into the built index.html. */
const ENTRY_SCRIPT_TAG = /<script type="module" crossorigin src="\/assets\/index-[^"]+\.js"><\/script>/;

export interface InlinedEntry {
  template: string;
  /** the Content-Security-Policy source that allows exactly this script, e.g. 'sha256-…' */
  scriptHashes: string[];
}

/**
 * Puts the public entry (a few hundred bytes compressed, built by scripts/build-server.mjs) into the
 * page instead of its script tag. As a file, the entry and the chunk it imports are two requests in
 * a row that Lighthouse counts before the first paint (its simulation treats a script that runs before
 * the paint as blocking it); inline, the page's first paint needs the HTML alone, like a static copy of
 * it. The policy keeps refusing every other inline script: only this one's hash is allowed.
 */
export function inlineEntryScript(template: string, code: string | undefined): InlinedEntry {
  if (code === undefined || !ENTRY_SCRIPT_TAG.test(template)) return { template, scriptHashes: [] };
  if (/<\/script|<!--/i.test(code)) throw new Error("the inline entry holds </script or <!--: it cannot go inside a <script> element");
  const hash = createHash("sha256").update(code, "utf8").digest("base64");
  return {
    template: template.replace(ENTRY_SCRIPT_TAG, () => `<script type="module">${code}</script>`),
    scriptHashes: [`'sha256-${hash}'`],
  };
}
