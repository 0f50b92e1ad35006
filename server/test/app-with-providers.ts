import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { AppConfig } from "../env";
import { appWithStaff, FAST_JOBS, type StaffAgent } from "./app-with-staff";
import { freePort } from "./free-port";
import type { SmtpSink } from "./smtp-sink";
import { startSmsStandIn, type SmsStandIn } from "./sms-stand-in";
import { startStripeStandIn, type StripeStandIn } from "./stripe-stand-in";
import { testConfig, type TestContext } from "./test-app";

const listen = async (app: TestContext["app"], port = 0) => {
  const server: Server = createServer(app).listen(port, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return server;
};
const stop = (server: Server | undefined) => new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));

export interface AppWithSms {
  ctx: TestContext;
  staff: StaffAgent;
  provider: SmsStandIn;
  /** where the app listens: the address the provider's webhooks are signed over */
  siteUrl: string;
  close(): Promise<void>;
}

/** An app with a signed-in Owner whose texts go to a local SMS provider, listening where its SITE_URL says. */
export async function appWithSms(config: Partial<AppConfig> = {}): Promise<AppWithSms> {
  const provider = await startSmsStandIn();
  const port = await freePort();
  const siteUrl = `http://127.0.0.1:${port}`;
  const app = await appWithStaff({
    config: {
      business: { ...testConfig().business, siteUrl },
      sms: { apiBase: provider.base, accountSid: provider.accountSid, authToken: provider.authToken, from: "+61491570006" },
      taskTiming: FAST_JOBS,
      ...config,
    },
  });
  const listening = await listen(app.ctx.app, port);
  return {
    ctx: app.ctx,
    staff: app.staff,
    provider,
    siteUrl,
    async close() {
      await stop(listening);
      await app.close();
      await provider.close();
    },
  };
}

export interface AppWithStripe {
  ctx: TestContext;
  staff: StaffAgent;
  stripe: StripeStandIn;
  /** the SMTP server, when made with mail */
  sink: SmtpSink | undefined;
  close(): Promise<void>;
}

/** An app with a signed-in Owner whose card payments go to a local Stripe, its webhooks delivered back to the app. */
export async function appWithStripe({ mail = false, config = {} }: { mail?: boolean; config?: Partial<AppConfig> } = {}) {
  const keys = { secretKey: "sk_test_stand_in_key", webhookSecret: "whsec_stand_in_secret" };
  const stripe = await startStripeStandIn(keys);
  const app = await appWithStaff({ mail, config: { stripe: { ...keys, apiBase: stripe.base }, ...config } });
  const listening = await listen(app.ctx.app);
  stripe.setWebhookUrl(`http://127.0.0.1:${(listening.address() as AddressInfo).port}/api/stripe/webhook`);
  return {
    ctx: app.ctx,
    staff: app.staff,
    stripe,
    sink: mail ? app.sink : undefined,
    async close() {
      await stop(listening);
      await app.close();
      await stripe.close();
    },
  } satisfies AppWithStripe;
}
