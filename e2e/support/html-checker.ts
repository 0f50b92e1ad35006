import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

/**
 * The W3C Nu Html Checker (the vnu-jar package's vnu.jar, run on the machine's Java), over many documents in one run:
 * starting Java once costs a second or two, checking a page a few milliseconds.
 */

export interface HtmlDocument {
  /** how the failure names it: "/faq (server HTML)" */
  name: string;
  html: string;
}

export interface HtmlProblem {
  document: string;
  type: string;
  message: string;
  extract?: string;
}

interface VnuMessage {
  url: string;
  type: "error" | "info" | "non-document-error";
  subType?: string;
  message: string;
  extract?: string;
}

const vnuJar = path.join(path.dirname(createRequire(import.meta.url).resolve("vnu-jar/package.json")), "build", "dist", "vnu.jar");

/**
 * The checker's CSS validator lags the CSS browsers support: it calls Tailwind 4's @property rules, margin-trim and
 * color-mix "errors". The pages' styles are the build's, checked by the browsers the journeys run; HTML is what
 * this checks.
 */
const isAboutCss = (message: VnuMessage) => message.message.startsWith("CSS: ");

/** Every error and warning the checker finds in the documents' HTML, each naming its document. */
export async function htmlErrors(documents: readonly HtmlDocument[]): Promise<HtmlProblem[]> {
  const folder = await mkdtemp(path.join(os.tmpdir(), "vnu-"));
  try {
    const files = await Promise.all(
      documents.map(async (document, i) => {
        const file = path.join(folder, `${i}.html`);
        await writeFile(file, document.html);
        return file;
      }),
    );
    const { stdout } = await promisify(execFile)(
      process.env.JAVA ?? "java",
      ["-Xss4m", "-jar", vnuJar, "--format", "json", "--stdout", "--exit-zero-always", ...files],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] };
    return messages
      .filter((message) => message.type !== "info" && !isAboutCss(message))
      .map((message) => ({
        document: documents[Number(path.basename(decodeURIComponent(new URL(message.url).pathname), ".html"))]?.name ?? message.url,
        type: message.subType ?? message.type,
        message: message.message,
        extract: message.extract,
      }));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
