import { Router } from "express";
import { MAIL_VARIABLES, type MailStatus } from "@shared/lead-emails";
import type { AppDb } from "../../db/client";
import type { AppConfig } from "../../env";
import { HttpError } from "../../http-error";
import { requireStaff } from "../auth/require-staff";
import { requeueFailedEmail } from "../mail/queue";
import { emailState } from "./lead-emails";


export function leadEmailsRouter(db: AppDb, config: AppConfig): Router {
  const router = Router();

  router.get("/admin/mail-status", requireStaff, (_req, res) => {
    const status: MailStatus = { configured: config.mail !== undefined, variables: MAIL_VARIABLES };
    res.json(status);
  });

  router.post("/lead-emails/:id/resend", requireStaff, async (req, res) => {
    const id = Number(req.params.id);
    if (!Number.isSafeInteger(id) || id < 1) throw new HttpError(404, "Not found");
    const email = await requeueFailedEmail(db, id);
    if (!email) throw new HttpError(409, "Only a failed email can be sent again");
    res.json(emailState(email));
  });

  return router;
}
