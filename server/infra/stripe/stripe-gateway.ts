import Stripe from "stripe";

/** STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, and STRIPE_API_BASE (a local stand-in in tests; unset in production). */
export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  apiBase?: string;
}

export interface CheckoutRequest {
  /** what the session's metadata carries back in the webhook */
  metadata: Record<string, string>;
  /** each line as the payment page shows it, in cents */
  lines: { name: string; amountCents: number }[];
  email: string;
  successUrl: string;
  cancelUrl: string;
  /** when Stripe stops taking payment on it (at least 30 minutes on, Stripe's floor) */
  expiresAt: Date;
}

export interface StripeGateway {
  /** a Checkout Session for the lines, in Australian dollars: its id and the page to send the payer to */
  createCheckout(request: CheckoutRequest): Promise<{ id: string; url: string }>;
  /** ends an open Checkout Session, so nobody can pay on it any more */
  expireCheckout(sessionId: string): Promise<void>;
  /** the event a webhook delivered, after its Stripe-Signature is checked; throws when it does not verify */
  verifiedEvent(rawBody: Buffer, signature: string | undefined): Stripe.Event;
}

/** Stripe's webhook signatures older than this are refused (the package's default, five minutes). */
const SIGNATURE_TOLERANCE_S = 300;

/**
 * The one module that speaks to Stripe, through its own package. Nothing here knows of invoices: the caller
 * says what to charge and reads the events.
 */
export function stripeGateway(settings: StripeSettings): StripeGateway {
  const base = settings.apiBase ? new URL(settings.apiBase) : undefined;
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === "https:" ? 443 : 80),
          protocol: base.protocol === "https:" ? "https" : "http",
        }
      : {}),
  });
  return {
    async createCheckout(request) {
      const session = await stripe.checkout.sessions.create({
        mode: "payment",
        currency: "aud",
        customer_email: request.email || undefined,
        line_items: request.lines.map((line) => ({
          quantity: 1,
          price_data: { currency: "aud", unit_amount: line.amountCents, product_data: { name: line.name } },
        })),
        metadata: request.metadata,
        payment_intent_data: { metadata: request.metadata },
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        expires_at: Math.floor(request.expiresAt.getTime() / 1000),
      });
      if (!session.url) throw new Error("Stripe answered a Checkout Session without a page to pay on");
      return { id: session.id, url: session.url };
    },
    async expireCheckout(sessionId) {
      await stripe.checkout.sessions.expire(sessionId);
    },
    verifiedEvent(rawBody, signature) {
      return stripe.webhooks.constructEvent(rawBody, signature ?? "", settings.webhookSecret, SIGNATURE_TOLERANCE_S);
    },
  };
}
