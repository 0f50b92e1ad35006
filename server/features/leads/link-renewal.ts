import escapeHtml from "escape-html";
import { type Request, type Response, Router } from "express";
import { z } from "zod";
import { type LinkRenewed, RENEWABLE_LINKS, type RenewableLink } from "@shared/leads/link-purposes";
import type { AppDb } from "../../db/client";
import { audited } from "../../infra/audit/audit-log";
import { type EmailTaskDeps, mailTaskHandlers } from "../../infra/mail/mail-tasks";
import type { OutgoingEmail } from "../../infra/mail/transport";
import type { SecretBox } from "../../infra/secrets/secret-box";
import { enqueueTask } from "../../infra/tasks/queue";
import type { TaskHandler } from "../../infra/tasks/worker";
import { notFound } from "../../http-error";
import { actorOf } from "../../middleware/audit-actor";
import { requireStaff } from "../../middleware/require-staff";
import { parseBody } from "../../middleware/validate";
import { emailButton, greeting, htmlPage, oneLine } from "./lead-email-content";
import { type LastingLinkPurpose, leadLink, renewLeadLink } from "./lead-links";
import { findLead, findLeadByReference } from "./lead-records";

export const NEW_LINK_EMAIL_TASK = "new-link-email";

interface NewLinkEmail {
  leadId: number;
  purpose: RenewableLink;
  invoiceId?: number;
}

/** In the renewal's transaction: the email with the new link (its token derived as it is written, never queued). */
export async function queueNewLinkEmail(tx: AppDb, email: NewLinkEmail): Promise<void> {
  await enqueueTask(tx, { type: NEW_LINK_EMAIL_TASK, payload: { ...email } });
}

/** The answer of a renewal, after its audit row and its email are stored. */
export const linkRenewed = (res: Response, purpose: RenewableLink, invoice?: string) =>
  res.json({ purpose, ...(invoice ? { invoice } : {}), emailed: true } satisfies LinkRenewed);

/**
 * "Send a new link" on the lead, for its booking, quote, job and unsubscribe links: the old one ends at once (its
 * address says a new one was sent), and the homeowner is emailed the new one. An invoice's link is the invoices'
 * own route, on the same address.
 */
export function linkRenewalRouter(db: AppDb, secrets: SecretBox): Router {
  const router = Router();
  const leadPurpose = z.enum(["booking", "quote", "job", "unsubscribe"] satisfies LastingLinkPurpose[]);

  router.post("/leads/:reference/links/:purpose/renew", requireStaff, async (req: Request, res: Response, next) => {
    if (req.params.purpose === "invoice") return next();
    const purpose = leadPurpose.safeParse(req.params.purpose);
    if (!purpose.success) throw notFound("There is no such link");
    parseBody(req, z.object({}));
    const lead = await findLeadByReference(db, String(req.params.reference));
    if (!lead) throw notFound("Lead not found");
    await audited(db, actorOf(req), async (tx, audit) => {
      await renewLeadLink(tx, secrets, lead.id, purpose.data);
      await queueNewLinkEmail(tx, { leadId: lead.id, purpose: purpose.data });
      await audit({
        action: "lead.link-renew",
        targetType: "lead",
        targetId: lead.id,
        summary: `${lead.reference}: a new ${RENEWABLE_LINKS[purpose.data].label} sent`,
      });
    });
    linkRenewed(res, purpose.data);
  });

  return router;
}

export function newLinkEmail(
  to: { name: string; email: string },
  business: { name: string; phone: { display: string } },
  purpose: RenewableLink,
  url: string,
  invoiceNumber?: string,
): OutgoingEmail {
  const what = `${RENEWABLE_LINKS[purpose].label}${invoiceNumber ? ` for ${invoiceNumber}` : ""}`;
  const lines = [
    greeting(to.name),
    `Here is your new ${what}. The link in our earlier emails no longer works.`,
    `Questions? Call us on ${business.phone.display}.`,
  ];
  return {
    to: [to.email],
    subject: oneLine(`Your new ${what} - ${business.name}`),
    text: [...lines.slice(0, 2), url, lines[2]].join("\n\n"),
    html: htmlPage(
      `${lines
        .slice(0, 2)
        .map((line) => `<p>${escapeHtml(line)}</p>`)
        .join("")}${emailButton(url, "Open your new link")}<p>${escapeHtml(lines[2]!)}</p>`,
    ),
  };
}

/**
 * Sends the new links. `invoiceLink` writes an invoice's (the invoices' own derivation); the lead's are written here.
 * Without SMTP_URL they wait in the queue like every email.
 */
export function newLinkEmailTaskHandlers(
  deps: EmailTaskDeps & { invoiceLink: (invoiceId: number) => Promise<{ path: string; number: string } | undefined> },
): Record<string, TaskHandler> {
  const { db, secrets, currentBusiness, config, logger } = deps;
  return mailTaskHandlers(config.mail, (transport) => ({
    [NEW_LINK_EMAIL_TASK]: {
      async run(task) {
        const email = task.payload as unknown as NewLinkEmail;
        const lead = await findLead(db, email.leadId);
        if (!lead) return { giveUp: "The lead no longer exists" };
        const business = await currentBusiness();
        const invoice = email.invoiceId ? await deps.invoiceLink(email.invoiceId) : undefined;
        if (email.purpose === "invoice" && !invoice) return { giveUp: "The invoice no longer exists" };
        const path = invoice
          ? invoice.path
          : `${RENEWABLE_LINKS[email.purpose].path}${await leadLink(db, secrets, lead.id, email.purpose as LastingLinkPurpose)}`;
        await transport.send(newLinkEmail(lead, business, email.purpose, `${business.siteUrl}${path}`, invoice?.number));
        logger.info({ taskId: task.id, purpose: email.purpose }, "new link sent");
        return "done";
      },
    },
  }));
}
