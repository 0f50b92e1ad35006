import { afterAll, beforeAll } from "vitest";
import type { AppConfig } from "../env";
import { SmtpSink } from "./smtp-sink";
import { signedInAgent } from "./staff";
import { createTestContext, type TestContext } from "./test-app";

export type StaffAgent = Awaited<ReturnType<typeof signedInAgent>>;

/** Retries within a second, so a test about mail waits for its messages, not for the production backoff. */
export const FAST_JOBS = { pollMs: 50, firstRetryMs: 200, maxGapMs: 400, giveUpAfterMs: 60 * 60_000 };

export interface AppWithStaff {
  ctx: TestContext;
  /** a signed-in Owner (unless made with signIn: false) */
  staff: StaffAgent;
  /** the SMTP server the app's mail goes to, when asked for */
  sink: SmtpSink;
  close(): Promise<void>;
}

/**
 * A test file's app on its own database, trusting one proxy hop (so each request can come from an address of its
 * own), with a signed-in Owner (unless `signIn` is false), and with `mail` a local SMTP server its emails go to.
 * `beforeAll(async () => ({ ctx, staff, sink, close } = await appWithStaff({ mail: true })))`.
 */
export async function appWithStaff({
  mail = false,
  config = {},
  signIn = true,
}: { mail?: boolean; config?: Partial<AppConfig>; signIn?: boolean } = {}): Promise<AppWithStaff> {
  const sink = mail ? await SmtpSink.start() : undefined;
  const ctx = await createTestContext({
    trustProxy: 1,
    ...(sink
      ? {
          mail: { smtpUrl: sink.url, from: "Ridgeline <quotes@ridgeline.example>", alertTo: ["office@ridgeline.example"] },
          taskTiming: FAST_JOBS,
        }
      : {}),
    ...config,
  });
  const staff = signIn ? await signedInAgent(ctx) : undefined;
  return {
    ctx,
    get staff(): StaffAgent {
      if (!staff) throw new Error("this test app was made without a signed-in Owner");
      return staff;
    },
    get sink(): SmtpSink {
      if (!sink) throw new Error("this test app was made without mail");
      return sink;
    },
    async close() {
      await ctx.close();
      await sink?.down();
    },
  };
}

/**
 * appWithStaff for a test file: made before the file's tests and handed to `receive` (which keeps what it needs),
 * closed after them. `appWithStaffForFile({ mail: true }, (app) => ({ ctx, staff, sink } = app))`.
 */
export function appWithStaffForFile(options: Parameters<typeof appWithStaff>[0], receive: (app: AppWithStaff) => void) {
  let app: AppWithStaff | undefined;
  beforeAll(async () => {
    app = await appWithStaff(options);
    receive(app);
  });
  afterAll(() => app?.close());
}
