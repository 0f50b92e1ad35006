import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineEntryScript } from "./inline-entry";

const template = `<html><head><style>a{}</style></head><body><div id="root"></div><script type="module" crossorigin src="/assets/index-AbC_1.js"></script></body></html>`;
const code = `var a={gclid:"gclid"};await import("/assets/boot-1.js");`;

describe("inlineEntryScript", () => {
  it("moves the entry from the head, where Vite writes it, to the end of the body, to run in a task of its own", () => {
    const built = `<html><head><script type="module" crossorigin src="/assets/index-AbC_1.js"></script></head><body><div id="root"></div></body></html>`;
    const { template: html } = inlineEntryScript(built, code);
    expect(html).toBe(`<html><head></head><body><div id="root"></div><script type="module" async>${code}</script></body></html>`);
  });

  it("puts the entry at the end of the body instead of its script tag, and allows exactly it by its SHA-256 in the policy", () => {
    const { template: html, scriptHashes } = inlineEntryScript(template, code);
    expect(html).toContain(`<script type="module" async>${code}</script></body>`);
    expect(html).not.toContain("/assets/index-");
    const expected = createHash("sha256").update(code).digest("base64");
    expect(scriptHashes).toEqual([`'sha256-${expected}'`]);
  });

  it("changes nothing without a built entry, or without the entry's tag", () => {
    expect(inlineEntryScript(template, undefined)).toEqual({ template, scriptHashes: [] });
    const other = '<html><body><script type="module" src="/src/main.tsx"></script></body></html>';
    expect(inlineEntryScript(other, code)).toEqual({ template: other, scriptHashes: [] });
  });

  it("refuses code that would end the script element early", () => {
    expect(() => inlineEntryScript(template, `const s="</script><img src=x>";`)).toThrow(/<\/script/);
    expect(() => inlineEntryScript(template, `const s="<!--";`)).toThrow();
  });
});
