import express, { Router } from "express";
import type { AppDb } from "../../../db/client";
import type { StripeGateway } from "../../../infra/stripe/stripe-gateway";
import type { Logger } from "../../../logger";
import { takeStripeEvent } from "./stripe-events";

const STRIPE_WEBHOOK_PATH = "/api/stripe/webhook";

/**
 * POST /api/stripe/webhook: public, and believed only when its Stripe-Signature verifies over the exact bytes
 * sent (so it is read raw, ahead of the JSON parser). A bad signature answers 400 and records nothing; a
 * verified event answers 200 whether or not it records anything, so Stripe stops retrying it.
 */
export function stripeWebhookRouter(db: AppDb, stripe: StripeGateway | undefined, logger: Logger): Router {
  const router = Router();
  router.post(STRIPE_WEBHOOK_PATH, express.raw({ type: () => true, limit: "512kb" }), async (req, res) => {
    res.set("Cache-Control", "no-store");
    if (!stripe) return void res.status(400).json({ message: "Card payments are not set up" });
    let event;
    try {
      event = stripe.verifiedEvent(Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0), req.get("stripe-signature"));
    } catch {
      logger.warn({ ip: req.ip }, "stripe webhook refused: bad signature");
      return void res.status(400).json({ message: "The signature does not verify" });
    }
    await takeStripeEvent(db, event, logger);
    res.json({ received: true });
  });
  return router;
}
