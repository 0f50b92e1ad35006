import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quoteRequestBody } from "../../test/lead-bodies";
import { pollUntil } from "../../test/poll-until";
import { tasksDueSoonIn } from "../../test/queue-drained";
import { twoServers } from "../../test/two-servers";
import { startSmsStandIn, type SmsStandIn } from "../../test/sms-stand-in";

/*
 * Texts on two real server processes sharing one PostgreSQL, each running the queue's workers: 12 receipts queued
 * through both, and each goes to the provider exactly once. Needs TEST_DATABASE_URL (PGlite is one process).
 */
const base = process.env.TEST_DATABASE_URL;

describe.runIf(base)("texts on two processes", { timeout: 240_000 }, () => {
  let provider: SmsStandIn;
  beforeAll(async () => {
    provider = await startSmsStandIn();
  });
  afterAll(() => provider?.close());
  const servers = twoServers("texts", () => ({
    SMS_API_BASE: provider.base,
    SMS_ACCOUNT_SID: provider.accountSid,
    SMS_AUTH_TOKEN: provider.authToken,
    SMS_FROM: "Ridgeline",
  }));

  it("12 receipts queued through both processes go to the provider once each", async () => {
    const numbers = Array.from({ length: 12 }, (_, i) => `04120030${String(i).padStart(2, "0")}`);
    const answers = await Promise.all(
      numbers.map((phone, i) =>
        fetch((i % 2 ? servers.a : servers.b).url + "/api/contact", {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Forwarded-For": `203.0.113.${i + 1}` },
          body: JSON.stringify({ ...quoteRequestBody({ email: `two.${i}@example.com`, phone, location: "Chermside" }), smsConsent: true }),
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(201));
    await pollUntil(() => provider.messages.length >= 12, { what: "12 texts at the provider", timeoutMs: 60_000 });
    await pollUntil(async () => (await tasksDueSoonIn({ url: servers.workspace.databaseUrl }, ["text-send"])) === 0, {
      what: "the texts' jobs to finish",
    });
    expect(provider.messages.map((m) => m.to).sort()).toEqual(numbers.map((n) => `+61${n.slice(1)}`).sort());
    expect(new Set(provider.messages.map((m) => m.from))).toEqual(new Set(["Ridgeline"]));
  });
});
