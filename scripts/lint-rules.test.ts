import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

/*
 * The structure and the duplicate checks of `npm run lint` hold: each is run here as the lint runs it, on a file made
 * for the test, and must fail, naming the file, when the rule is broken.
 */

const projectRoot = path.resolve(import.meta.dirname, "..");
const made: string[] = [];
afterEach(() => {
  for (const place of made.splice(0)) rmSync(place, { recursive: true, force: true });
});

const run = (command: string, args: string[]) => {
  const result = spawnSync(command, args, { cwd: projectRoot, encoding: "utf8" });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
};
const depcruise = (file: string) =>
  run(path.join(projectRoot, "node_modules", ".bin", "depcruise"), [file, "--config", ".dependency-cruiser.cjs"]);
const checkDuplicates = (folder: string) => run(process.execPath, ["scripts/check-duplicates.mjs", folder]);

/** A file of the test's own inside the tree (removed afterwards). */
function probe(relative: string, text: string) {
  const file = path.join(projectRoot, relative);
  writeFileSync(file, text);
  made.push(file);
  return relative;
}

describe("npm run lint:structure", () => {
  it("fails on a feature importing another feature's inner file, and passes the same import through its index", () => {
    const inner = probe("server/features/quotes/lint-probe-inner.ts", 'export { findLead } from "../leads/lead-records";\n');
    const failed = depcruise(inner);
    expect(failed.status).not.toBe(0);
    expect(failed.output).toContain("server-feature-only-through-its-index");
    expect(failed.output).toContain("lint-probe-inner.ts");

    const throughIndex = probe("server/features/quotes/lint-probe-index.ts", 'export { findLead } from "../leads";\n');
    expect(depcruise(throughIndex).status).toBe(0);
  });

  it("fails on an arrow nobody declared: leads may not use quotes, even through its index", () => {
    const backwards = probe("server/features/leads/lint-probe-arrow.ts", 'export { quoteForLead } from "../quotes";\n');
    const failed = depcruise(backwards);
    expect(failed.status).not.toBe(0);
    expect(failed.output).toContain("server-leads-uses-only-its-declared-features");
  });
});

/** Six lines of real logic, as someone might copy them from one module into another. */
const SIX_LINES = `export function overdueOf(invoices: { dueOn: string; owedCents: number }[], today: string) {
  const overdue = invoices.filter((invoice) => invoice.owedCents > 0 && today > invoice.dueOn);
  const total = overdue.reduce((sum, invoice) => sum + invoice.owedCents, 0);
  const oldest = overdue.map((invoice) => invoice.dueOn).sort()[0] ?? null;
  return { count: overdue.length, total, oldest };
}
`;

describe("npm run lint:duplicates", () => {
  async function folderWith(files: Record<string, string>) {
    const folder = mkdtempSync(path.join(tmpdir(), "duplicates-"));
    made.push(folder);
    for (const [name, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(folder, name)), { recursive: true });
      writeFileSync(path.join(folder, name), text);
    }
    return folder;
  }

  it("passes the tree as it is", () => {
    const tree = run(process.execPath, ["scripts/check-duplicates.mjs"]);
    expect(tree.output).toContain("Found 0 clones");
    expect(tree.status).toBe(0);
  });

  it("fails on a new copy of six lines and names both files", async () => {
    const folder = await folderWith({
      "invoices/owed.ts": SIX_LINES,
      "reports/cash.ts": `import { z } from "zod";\n\nexport const schema = z.string();\n\n${SIX_LINES}`,
    });
    const result = checkDuplicates(folder);
    expect(result.status).not.toBe(0);
    expect(result.output).toContain("owed.ts");
    expect(result.output).toContain("cash.ts");
  });

  it("leaves a copy between two fixtures alone, and a few lines said twice", async () => {
    const fixtures = await folderWith({ "fixtures/a.ts": SIX_LINES, "fixtures/b.ts": SIX_LINES.replace("overdueOf", "other") });
    expect(checkDuplicates(fixtures).status).toBe(0);
    const three = SIX_LINES.split("\n").slice(1, 4).join("\n");
    const short = await folderWith({
      "a.ts": `export function overdueOf(invoices: Row[], today: string) {\n${three}\n  return oldest;\n}\n`,
      "b.ts": `function lateOnes(rows: Row[], today: string, grace = 0): Late {\n${three}\n  return { total, grace };\n}\n`,
    });
    expect(checkDuplicates(short).status).toBe(0);
  });
});

describe("migrations", () => {
  it("name no schema: the same files migrate the embedded database and each PostgreSQL test's schema of its own", async () => {
    const { readdirSync, readFileSync } = await import("node:fs");
    const folder = path.join(projectRoot, "migrations");
    const named = readdirSync(folder)
      .filter((file) => file.endsWith(".sql"))
      .filter((file) => /"public"\./.test(readFileSync(path.join(folder, file), "utf8")));
    expect(named).toEqual([]);
  });
});
