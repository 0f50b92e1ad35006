import { Router } from "express";
import { type BusinessDetailsAnswer, editableDetails } from "@shared/business-profile";
import { businessDetails } from "@shared/schema";
import { businessDetailsRules } from "@shared/business-details";
import type { AppDb } from "../../db/client";
import { audited, changes } from "../../infra/audit/audit-log";
import { actorOf } from "../../middleware/audit-actor";
import { requireOwner } from "../../middleware/require-owner";
import { parseBody } from "../../middleware/validate";
import type { BusinessProfileCache } from "./business-profile-cache";

/** The business's details in /admin (Owner only): every page, email and the JSON-LD read them on the next request. */
export function businessProfileRouter(db: AppDb, cache: BusinessProfileCache): Router {
  const router = Router();

  const answer = async (): Promise<BusinessDetailsAnswer> => {
    const snapshot = await cache.snapshot();
    return { details: editableDetails(snapshot.profile, snapshot.invoicing), changedBy: snapshot.changedBy, changedAt: snapshot.changedAt };
  };

  router.get("/business-profile", requireOwner, async (_req, res) => {
    res.set("Cache-Control", "no-store").json(await answer());
  });

  router.put("/business-profile", requireOwner, async (req, res) => {
    const details = parseBody(req, businessDetailsRules);
    const snapshot = await cache.snapshot();
    const before = editableDetails(snapshot.profile, snapshot.invoicing);
    await audited(db, actorOf(req), async (tx, audit) => {
      await tx.insert(businessDetails).values({ details, changedById: req.user!.id, changedBy: req.user!.username });
      const diff = changes(before, details, Object.keys(details) as (keyof typeof details)[]);
      const fields = Object.keys(diff.after);
      await audit({
        action: "settings.business",
        targetType: "business-profile",
        summary: fields.length ? `Business details: ${fields.join(", ")}` : "Business details saved unchanged",
        ...diff,
      });
    });
    await cache.invalidate();
    res.json(await answer());
  });

  return router;
}
