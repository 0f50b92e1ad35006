import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for Stripe, speaking its real protocol: the Stripe package creates Checkout Sessions here
 * (POST /v1/checkout/sessions, form-encoded, the secret key as a Bearer token), a payer pays on its page, and it
 * delivers webhooks signed as Stripe documents them: header `Stripe-Signature: t=<unix>,v1=<hex HMAC-SHA256 of
 * "<t>.<body>" under the endpoint's secret>`. Tests also deliver any event they like, signed or not.
 */
export interface StandInSession {
  id: string;
  object: "checkout.session";
  amount_total: number;
  currency: string;
  metadata: Record<string, string>;
  payment_status: "unpaid" | "paid";
  status: "open" | "complete" | "expired";
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
  customer_email: string | null;
  url: string;
  created: number;
  /** unix seconds, as the session was asked to end */
  expires_at: number | null;
}

export interface StripeStandIn {
  base: string;
  sessions: Map<string, StandInSession>;
  /** pays a session as its page would: marks it paid and (unless told not to) delivers its signed webhook */
  pay(sessionId: string, options?: { deliver?: boolean }): Promise<StandInSession>;
  /** the checkout.session.completed event of a session, with any fields of the session changed */
  completedEvent(sessionId: string, changes?: Partial<StandInSession>): StripeEventBody;
  /** a charge.refunded event for a paid session's payment */
  refundedEvent(sessionId: string, amountRefunded: number): StripeEventBody;
  /** checkout.session.async_payment_succeeded (paid) or _failed (unpaid) for a session, as a bank debit settles */
  asyncPaymentEvent(sessionId: string, outcome: "succeeded" | "failed"): StripeEventBody;
  /** charge.dispute.created, or charge.dispute.closed with its status, for a paid session's payment */
  disputeEvent(sessionId: string, change: { closed: false } | { closed: true; status: "won" | "lost" }): StripeEventBody;
  /** POSTs an event to the webhook, signed with the secret (or with another secret, or a signature given) */
  deliver(event: StripeEventBody, options?: { secret?: string; signature?: string }): Promise<{ status: number; body: string }>;
  setWebhookUrl(url: string): void;
  close(): Promise<void>;
}

export interface StripeEventBody {
  id: string;
  object: "event";
  type: string;
  created: number;
  api_version: string;
  livemode: false;
  data: { object: Record<string, unknown> };
}

/** Stripe's signature scheme (docs.stripe.com/webhooks#verify-manually). */
export function stripeSignature(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac("sha256", secret).update(`${timestamp}.${payload}`, "utf8").digest("hex");
  return `t=${timestamp},v1=${v1}`;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startStripeStandIn(options: {
  secretKey: string;
  webhookSecret: string;
  /** where webhooks go: our server's /api/stripe/webhook (or set later, once the server listens) */
  webhookUrl?: string;
  port?: number;
}): Promise<StripeStandIn> {
  const sessions = new Map<string, StandInSession>();
  let base = "";
  let webhookUrl = options.webhookUrl ?? "";

  const event = (type: string, object: Record<string, unknown>): StripeEventBody => ({
    id: id("evt"),
    object: "event",
    type,
    created: Math.floor(Date.now() / 1000),
    api_version: "2025-01-01",
    livemode: false,
    data: { object },
  });

  async function deliver(body: StripeEventBody, { secret, signature }: { secret?: string; signature?: string } = {}) {
    const payload = JSON.stringify(body);
    const response = await fetch(webhookUrl, {
      method: "POST",
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Stripe-Signature": signature ?? stripeSignature(payload, secret ?? options.webhookSecret),
        "User-Agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
      },
      body: payload,
    });
    return { status: response.status, body: await response.text() };
  }

  function completedEvent(sessionId: string, changes: Partial<StandInSession> = {}) {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    return event("checkout.session.completed", { ...session, payment_status: "paid", status: "complete", ...changes });
  }

  async function pay(sessionId: string, { deliver: send = true } = {}) {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    session.payment_status = "paid";
    session.status = "complete";
    session.payment_intent ??= id("pi");
    if (send) {
      const answer = await deliver(completedEvent(sessionId));
      if (answer.status !== 200) throw new Error(`the webhook answered ${answer.status}: ${answer.body}`);
    }
    return session;
  }

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://stand-in");
    const body = await bodyOf(req);
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json", "Request-Id": id("req") });
      res.end(JSON.stringify(value));
    };
    if (req.method === "POST" && url.pathname === "/v1/checkout/sessions") {
      if (req.headers.authorization !== `Bearer ${options.secretKey}`) {
        return json(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
      }
      const form = new URLSearchParams(body);
      let amount = 0;
      for (let i = 0; form.has(`line_items[${i}][price_data][unit_amount]`); i++) {
        amount += Number(form.get(`line_items[${i}][price_data][unit_amount]`)) * Number(form.get(`line_items[${i}][quantity]`) ?? 1);
      }
      const metadata: Record<string, string> = {};
      for (const [key, value] of form) {
        const match = /^metadata\[(.+)\]$/.exec(key);
        if (match) metadata[match[1]!] = value;
      }
      const sessionId = id("cs");
      const session: StandInSession = {
        id: sessionId,
        object: "checkout.session",
        amount_total: amount,
        currency: form.get("currency") ?? form.get("line_items[0][price_data][currency]") ?? "usd",
        metadata,
        payment_status: "unpaid",
        status: "open",
        payment_intent: null,
        success_url: form.get("success_url") ?? "",
        cancel_url: form.get("cancel_url") ?? "",
        customer_email: form.get("customer_email"),
        url: `${base}/pay/${sessionId}`,
        created: Math.floor(Date.now() / 1000),
        expires_at: form.has("expires_at") ? Number(form.get("expires_at")) : null,
      };
      sessions.set(sessionId, session);
      return json(200, session);
    }
    const expiring = /^\/v1\/checkout\/sessions\/(cs_test_[0-9a-f]+)\/expire$/.exec(url.pathname);
    if (req.method === "POST" && expiring) {
      const open = sessions.get(expiring[1]!);
      if (!open) return json(404, { error: { type: "invalid_request_error", message: "No such checkout.session" } });
      if (open.status !== "open") {
        return json(400, {
          error: { type: "invalid_request_error", message: 'Only Checkout Sessions with a status in ["open"] can be expired.' },
        });
      }
      open.status = "expired";
      return json(200, open);
    }
    const paying = /^\/pay\/(cs_test_[0-9a-f]+)$/.exec(url.pathname);
    const session = paying && sessions.get(paying[1]!);
    if (paying && session && req.method === "GET") {
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      res.end(
        `<!doctype html><html lang="en"><head><title>Stripe stand-in checkout</title></head><body><main><h1>Pay ${(session.amount_total / 100).toFixed(2)} ${session.currency.toUpperCase()}</h1><form method="post"><button type="submit">Pay now</button></form><a href="${session.cancel_url}">Cancel</a></main></body></html>`,
      );
      return;
    }
    if (paying && session && req.method === "POST" && session.status === "expired") {
      res.writeHead(410, { "Content-Type": "text/plain" });
      res.end("This Checkout Session has expired");
      return;
    }
    if (paying && session && req.method === "POST") {
      await pay(session.id);
      res.writeHead(303, { Location: session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id) });
      res.end();
      return;
    }
    json(404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method}: ${url.pathname})` } });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    base,
    sessions,
    pay,
    completedEvent,
    asyncPaymentEvent(sessionId, outcome) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      if (outcome === "succeeded") {
        session.payment_status = "paid";
        session.payment_intent ??= id("pi");
      }
      return event(`checkout.session.async_payment_${outcome}`, { ...session, status: "complete" });
    },
    disputeEvent(sessionId, change) {
      const paid = sessions.get(sessionId);
      if (!paid?.payment_intent) throw new Error(`session ${sessionId} is not paid`);
      return event(change.closed ? "charge.dispute.closed" : "charge.dispute.created", {
        id: `dp_test_${paid.payment_intent.slice(-12)}`,
        object: "dispute",
        amount: paid.amount_total,
        currency: paid.currency,
        charge: id("ch"),
        payment_intent: paid.payment_intent,
        reason: "fraudulent",
        status: change.closed ? change.status : "needs_response",
      });
    },
    refundedEvent(sessionId, amountRefunded) {
      const paid = sessions.get(sessionId);
      if (!paid?.payment_intent) throw new Error(`session ${sessionId} is not paid`);
      return event("charge.refunded", {
        id: id("ch"),
        object: "charge",
        amount: paid.amount_total,
        amount_refunded: amountRefunded,
        currency: paid.currency,
        payment_intent: paid.payment_intent,
        refunded: amountRefunded >= paid.amount_total,
      });
    },
    deliver,
    setWebhookUrl(url) {
      webhookUrl = url;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
