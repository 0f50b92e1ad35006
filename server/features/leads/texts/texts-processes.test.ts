import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quoteRequestBody } from "../../../test/lead-bodies";
import { pollUntil } from "../../../test/poll-until";
import { type ProcessWorkspace, processWorkspace } from "../../../test/process-workspace";
import { jobsDueSoonIn } from "../../../test/queue-drained";
import { type ServerProcess, spawnServer } from "../../../test/server-process";
import { startSmsStandIn, type SmsStandIn } from "../../../test/sms-stand-in";

/*
 * Texts on two real server processes sharing one PostgreSQL, each running the queue's workers: 12 receipts queued
 * through both, and each goes to the provider exactly once. Needs TEST_DATABASE_URL (PGlite is one process).
 */
const base = process.env.TEST_DATABASE_URL;

describe.runIf(base)("texts on two processes", { timeout: 240_000 }, () => {
  let workspace: ProcessWorkspace;
  let provider: SmsStandIn;
  let a: ServerProcess, b: ServerProcess;

  beforeAll(async () => {
    workspace = await processWorkspace("texts");
    provider = await startSmsStandIn();
    const env = {
      DIST_DIR: workspace.dist,
      DATABASE_URL: workspace.databaseUrl,
      SESSION_SECRET: "",
      FORM_RATE_LIMIT: "1000",
      SMS_API_BASE: provider.base,
      SMS_ACCOUNT_SID: provider.accountSid,
      SMS_AUTH_TOKEN: provider.authToken,
      SMS_FROM: "Ridgeline",
    };
    [a, b] = [await spawnServer(env), await spawnServer(env)];
    await Promise.all([a.waitForOutput("server listening"), b.waitForOutput("server listening")]);
  });
  afterAll(async () => {
    for (const server of [a, b]) if (server && server.child.exitCode === null) server.child.kill("SIGKILL");
    await Promise.all([a, b].filter(Boolean).map((s) => s.exited));
    await provider?.close();
    await workspace?.cleanUp();
  });

  it("12 receipts queued through both processes go to the provider once each", async () => {
    const numbers = Array.from({ length: 12 }, (_, i) => `04120030${String(i).padStart(2, "0")}`);
    const answers = await Promise.all(
      numbers.map((phone, i) =>
        fetch((i % 2 ? a : b).url + "/api/contact", {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Forwarded-For": `203.0.113.${i + 1}` },
          body: JSON.stringify({ ...quoteRequestBody({ email: `two.${i}@example.com`, phone, location: "Chermside" }), smsConsent: true }),
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(201));
    await pollUntil(() => provider.messages.length >= 12, { what: "12 texts at the provider", timeoutMs: 60_000 });
    await pollUntil(async () => (await jobsDueSoonIn({ url: workspace.databaseUrl }, ["sms-send"])) === 0, {
      what: "the texts' jobs to finish",
    });
    expect(provider.messages.map((m) => m.to).sort()).toEqual(numbers.map((n) => `+61${n.slice(1)}`).sort());
    expect(new Set(provider.messages.map((m) => m.from))).toEqual(new Set(["Ridgeline"]));
  });
});
