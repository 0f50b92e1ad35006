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
 *
 * It goes last in the body, `async`: a module script in the head runs once the whole page is parsed, in the same task
 * as the page's first style and layout, and a phone's longest task grew by the entry's whole run (traced at 4 x CPU
 * slowdown: 20 to 90 ms added to a 70 to 260 ms task). Last in the body it finds every element it reads, and `async`
 * runs it in a task of its own (8 to 60 ms).
 */
export function inlineEntryScript(template: string, code: string | undefined): InlinedEntry {
  if (code === undefined || !ENTRY_SCRIPT_TAG.test(template) || !template.includes("</body>")) return { template, scriptHashes: [] };
  if (/<\/script|<!--/i.test(code)) throw new Error("the inline entry holds </script or <!--: it cannot go inside a <script> element");
  const hash = createHash("sha256").update(code, "utf8").digest("base64");
  const withoutTag = template.replace(ENTRY_SCRIPT_TAG, "");
  const bodyEnd = withoutTag.lastIndexOf("</body>");
  return {
    template: `${withoutTag.slice(0, bodyEnd)}<script type="module" async>${code}</script>${withoutTag.slice(bodyEnd)}`,
    scriptHashes: [`'sha256-${hash}'`],
  };
}
