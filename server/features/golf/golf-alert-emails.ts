import escapeHtml from "escape-html";
import { eq } from "drizzle-orm";
import { golfAlerts } from "@shared/schema";
import type { AppDb } from "../../db/client";
import { enqueueTask } from "../../infra/tasks/queue";
import type { TaskHandler } from "../../infra/tasks/worker";
import { type EmailTaskDeps, mailTaskHandlers } from "../../infra/mail/mail-tasks";

export const GOLF_ALERT_EMAIL_TASK = "golf-alert-email";

/** Queues the email of a new alert, in the transaction that raised it; it waits in the queue while mail is not set up. */
export const enqueueGolfAlertEmail = (tx: AppDb, alertId: number) => enqueueTask(tx, { type: GOLF_ALERT_EMAIL_TASK, payload: { alertId } });

const FIGURE_LABELS: [string, string][] = [
  ["auPrice", "AU price (A$)"],
  ["usPrice", "US price (US$)"],
  ["usdPerAud", "Rate (US$ per A$1)"],
  ["rateDate", "Rate of"],
  ["usPriceInAud", "US price in A$"],
  ["gapPercent", "Gap (%)"],
  ["landedCostAud", "Landed cost (A$)"],
  ["landedMarginPercent", "Landed margin (%)"],
];

/** Emails each new golf alert to GOLF_ALERT_TO (with SMTP_URL); with no one to tell, the task is done at once. */
export function golfAlertEmailTaskHandlers({ db, config, currentBusiness, logger }: EmailTaskDeps): Record<string, TaskHandler> {
  return mailTaskHandlers(config.mail, (transport) => ({
    [GOLF_ALERT_EMAIL_TASK]: {
      async run(task) {
        if (config.golfAlertTo.length === 0) return "done";
        const alert = await db.query.golfAlerts.findFirst({ where: eq(golfAlerts.id, Number(task.payload.alertId)) });
        if (!alert) return { giveUp: "The alert is gone" };
        const link = `${(await currentBusiness()).siteUrl.replace(/\/$/, "")}/golf-dashboard`;
        const figures = FIGURE_LABELS.filter(([key]) => alert.figures[key] !== null && alert.figures[key] !== undefined).map(
          ([key, label]) => `${label}: ${alert.figures[key]}`,
        );
        await transport.send({
          to: config.golfAlertTo,
          subject: `Golf alert: ${alert.message}`.slice(0, 200),
          text: [alert.message, "", ...figures, "", link].join("\n"),
          html: `<p style="margin:0 0 16px"><strong>${escapeHtml(alert.message)}</strong></p><ul>${figures.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
        });
        logger.info({ taskId: task.id, alertId: alert.id }, "golf alert emailed");
        return "done";
      },
    },
  }));
}
