/**
 * Creates a staff account, or sets a new password for an existing one.
 *   npm run user:create -- --username NAME
 * The password comes from STAFF_PASSWORD when set, otherwise from a prompt that does not echo.
 */
import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { parseArgs } from "node:util";
import { openDatabase } from "../server/db/open";
import { loadConfig } from "../server/env";
import { passwordProblem, upsertUser } from "../server/features/auth";
import { createLogger } from "../server/logger";
import { runScript } from "./run-script";

function promptHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, callback) {
      if (!muted) process.stdout.write(chunk);
      callback();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write("\n");
      resolve(answer);
    });
    muted = true;
  });
}

async function main() {
  const { values } = parseArgs({ options: { username: { type: "string" } } });
  const username = values.username?.trim();
  if (!username) throw new Error("Usage: npm run user:create -- --username NAME");
  const password = process.env.STAFF_PASSWORD ?? (await promptHidden(`Password for ${username}: `));
  const problem = passwordProblem(password, [username]);
  if (problem) throw new Error(problem);
  const config = loadConfig();
  const database = await openDatabase(config, createLogger("warn"));
  try {
    const user = await upsertUser(database.db, username, password);
    console.log(`Staff account "${user.username}" is ready (id ${user.id}). Sign in at /login.`);
  } finally {
    await database.close();
  }
}

runScript(main);
