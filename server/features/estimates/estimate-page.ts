import type { Request, RequestHandler, Response } from "express";
import { suburbInServiceArea } from "@shared/estimates/estimate-area";
import {
  CONTACT_FIELDS,
  type ContactValues,
  ESTIMATE_FORM_KEY,
  ESTIMATE_PRICES_KEY,
  type EstimateFormState,
  FENCE_FIELDS,
  WALL_FIELDS,
} from "@shared/estimates/estimate-fields";
import { estimateInputSchema, estimateSendSchema } from "@shared/estimates/estimate-validation";
import { HONEYPOT_FIELD } from "@shared/spam-field";
import { requireSameOrigin } from "../../middleware/same-origin";
import { fieldErrors } from "../../middleware/validate";
import type { FormPage } from "../site";
import { pageForm } from "../leads";
import { countEstimateShown } from "./estimates-shown.queries";
import { currentPriceTable } from "./price-table.queries";
import { type EstimateSender, storeEstimateLead } from "./send-estimate";

/** A posted field as text: the first of repeated names, no longer than any real answer. */
const textOf = (value: unknown) =>
  (typeof value === "string" ? value : Array.isArray(value) && typeof value[0] === "string" ? value[0] : "").slice(0, 200);
const pick = <F extends string>(body: Record<string, unknown>, fields: readonly F[]) =>
  Object.fromEntries(fields.map((field) => [field, textOf(body[field])])) as Record<F, string>;

interface Throttles {
  /** a send: counted with the quote forms */
  send: RequestHandler;
  /** a look at a price */
  look: RequestHandler;
}

/**
 * /estimate without JavaScript: the page carries the business's price table; each of its forms posts back to it,
 * and the answer is the page rendered with the range (or the sent estimate's reference and booking link).
 */
export function estimateFormPage(sender: EstimateSender, throttles: Throttles): FormPage {
  const {
    store: { db },
    currentBusiness,
  } = sender;
  const pricesQuery = async () => {
    const prices = await currentPriceTable(db);
    return { version: `prices-${prices.version}`, query: [ESTIMATE_PRICES_KEY, prices] as [readonly unknown[], unknown] };
  };
  const throttle: RequestHandler = (req, res, next) =>
    ((req.body as { intent?: unknown })?.intent === "send" ? throttles.send : throttles.look)(req, res, next);

  return {
    async data() {
      const { version, query } = await pricesQuery();
      return { version, queries: [query] };
    },
    accepts: [requireSameOrigin, pageForm("16kb", 40), throttle],
    async answer(req: Request, res: Response) {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const job = textOf(body.job) === "fence" ? "fence" : "wall";
      const values = pick(body, job === "wall" ? WALL_FIELDS : FENCE_FIELDS);
      const contact: ContactValues = pick(body, CONTACT_FIELDS);
      const sending = textOf(body.intent) === "send";
      const { serviceCouncils } = await currentBusiness();
      const state: EstimateFormState = {
        job,
        values,
        contact,
        errors: {},
        inServiceArea: suburbInServiceArea(contact.suburb, serviceCouncils) ?? null,
        sent: null,
        problem: null,
      };
      const { query } = await pricesQuery();
      const answer = (status: number) => ({ status, queries: [query, [ESTIMATE_FORM_KEY, state] as [readonly unknown[], unknown]] });

      const throttled = res.locals.throttled as string | undefined;
      if (throttled) {
        state.problem = throttled;
        return answer(429);
      }
      if (!sending) {
        const parsed = estimateInputSchema.safeParse({ job, ...values });
        if (!parsed.success) {
          state.errors = fieldErrors(parsed.error);
          return answer(400);
        }
        await countEstimateShown(db, req.ip ?? "unknown");
        return answer(200);
      }
      const parsed = estimateSendSchema.safeParse({ job, ...values, ...contact });
      if (!parsed.success) {
        state.errors = fieldErrors(parsed.error);
        return answer(400);
      }
      state.sent = await storeEstimateLead(sender, parsed.data, { [HONEYPOT_FIELD]: body[HONEYPOT_FIELD] }, req.ip);
      return answer(200);
    },
  };
}
