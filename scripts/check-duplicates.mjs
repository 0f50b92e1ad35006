// npm run lint:duplicates (part of npm run lint): fails, naming both places, when six or more lines of code stand
// twice in the tree (.jscpd.json: fixtures/ folders and migrations are exempt, import lists are not code to share).
// A path given checks that folder instead of the tree.
import { spawnSync } from "node:child_process";
import path from "node:path";

const projectRoot = path.resolve(import.meta.dirname, "..");
const paths = process.argv.length > 2 ? process.argv.slice(2) : ["server", "shared", "client/src", "scripts", "e2e"];
const jscpd = path.join(projectRoot, "node_modules", ".bin", "jscpd");
const { status, error } = spawnSync(jscpd, ["--config", path.join(projectRoot, ".jscpd.json"), "--no-colors", ...paths], {
  cwd: projectRoot,
  stdio: "inherit",
});
if (error) throw error;
process.exit(status ?? 1);
