import { randomBytes } from "node:crypto";
import { type ChildProcess, spawn } from "node:child_process";
import { pollUntil } from "./poll-until";
import { projectRoot } from "../project-root";

import { freePort } from "./free-port";

export interface ServerProcess {
  port: number;
  url: string;
  child: ChildProcess;
  /** everything it printed so far, stdout and stderr */
  output(): string;
  exited: Promise<number | null>;
  /** resolves once it has printed the text (fails if it exits first, or after the guard) */
  waitForOutput(text: string, guardMs?: number): Promise<void>;
  /** SIGTERM, then its exit code */
  stop(): Promise<number | null>;
}

/** One key for every process a test starts: they share a database, so they must share the key, as in production. */
const PROCESSES_SECRETS_KEY = randomBytes(32).toString("base64");

/**
 * The real server (server/index.ts) in a process of its own, in production mode unless env says
 * otherwise, on a free port. Nothing is waited for: call waitForOutput("server listening") to use it.
 */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    cwd: projectRoot,
    env: {
      ...process.env,
      NODE_ENV: "production",
      LOG_LEVEL: "info",
      DATABASE_URL: "",
      SECRETS_KEY: PROCESSES_SECRETS_KEY,
      ...env,
      PORT: String(port),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    exited,
    async waitForOutput(text, guardMs = 120_000) {
      // creating an embedded database takes seconds, more on a busy machine
      await pollUntil(
        () => {
          if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before printing "${text}":\n${output}`);
          return output.includes(text);
        },
        { what: () => `the server to print "${text}":\n${output}`, timeoutMs: guardMs, everyMs: 50 },
      );
    },
    stop() {
      child.kill("SIGTERM");
      return exited;
    },
  };
}
