import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineEntryScript } from "./inline-entry";

const template = `<html><head><style>a{}</style></head><body><div id="root"></div><script type="module" crossorigin src="/assets/index-AbC_1.js"></script></body></html>`;
const code = `var a={gclid:"gclid"};await import("/assets/boot-1.js");`;

describe("inlineEntryScript", () => {
  it("puts the entry in place of its script tag, and allows exactly it by its SHA-256 in the policy", () => {
    const { template: html, scriptHashes } = inlineEntryScript(template, code);
    expect(html).toContain(`<script type="module">${code}</script></body>`);
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
