import { existsSync } from "node:fs";
import path from "node:path";

/**
 * The folder that holds package.json. The server runs from server/ under tsx and from dist/server/
 * once bundled, so paths to migrations/ and the built client are resolved from here.
 */
function findProjectRoot(start: string): string {
  let dir = start;
  while (!existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

export const projectRoot = findProjectRoot(import.meta.dirname);
