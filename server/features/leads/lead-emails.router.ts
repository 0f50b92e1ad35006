import { Router } from "express";
import { type LeadEmailStatus, MAIL_VARIABLES, type MailStatus } from "@shared/leads/lead-emails";
import type { AppDb } from "../../db/client";
import type { AppConfig } from "../../env";
import { HttpError, notFound } from "../../http-error";
import { requeueFailedTask } from "../../infra/tasks/queue";
import { parseId } from "../../middleware/validate";
import { requireStaff } from "../../middleware/require-staff";
import { audited } from "../../infra/audit/audit-log";
import { actorOf } from "../../middleware/audit-actor";
import { emailStatus, findLeadEmail } from "./lead-emails";

export function leadEmailsRouter(db: AppDb, config: AppConfig): Router {
  const router = Router();

  router.get("/admin/mail-status", requireStaff, (_req, res) => {
    const status: MailStatus = { configured: config.mail !== undefined, variables: MAIL_VARIABLES };
    res.json(status);
  });

  /** Staff pressed Resend on a failed email: a fresh day of retries. */
  router.post("/lead-emails/:id/resend", requireStaff, async (req, res) => {
    const email = await findLeadEmail(db, parseId(req.params.id, "email id"));
    if (!email) throw notFound("Not found");
    const task = await audited(db, actorOf(req), async (tx, audit) => {
      const requeued = email.taskId ? await requeueFailedTask(tx, email.taskId) : undefined;
      if (requeued) {
        await audit({
          action: "lead.email-resend",
          targetType: "lead",
          targetId: email.leadId,
          summary: `Sent the ${email.kind === "staff-alert" ? "staff alert" : "receipt"} again`,
        });
      }
      return requeued;
    });
    if (!task) throw new HttpError(409, "Only a failed email can be sent again");
    res.json(emailStatus(email, task) satisfies LeadEmailStatus);
  });

  return router;
}
