import escapeHtml from "escape-html";
import type { BusinessProfile } from "@shared/business-profile";
import type { JobDetail } from "@shared/jobs/job-api";
import { JOB_PREPARATION, namesText, stageDaysText } from "@shared/jobs/job-words";
import type { Lead } from "@shared/schema";
import type { OutgoingEmail } from "../../infra/mail/transport";
import { emailButton, greeting, htmlPage, oneLine } from "../leads";

export type JobMessage = "scheduled" | "moved" | "stage-done" | "signed-off";

export interface JobEmailSubject {
  detail: JobDetail;
  lead: Pick<Lead, "name" | "email" | "reference">;
  /** each crew's first names */
  crewNames: Map<number, string[]>;
  /** the stage a "stage-done" email is about */
  stage?: number;
}

/** Each stage with its dates and who is coming, as lines of the email. */
function stageLines({ detail, crewNames }: JobEmailSubject): string[] {
  return detail.stages.map((stage) => {
    const booking = detail.bookings.find((b) => b.stage === stage.stage);
    const names = booking ? namesText(crewNames.get(booking.crewId) ?? []) : "";
    const when = stage.doneAt ? "Done" : stageDaysText(booking?.days ?? []);
    return `Stage ${stage.stage}, ${stage.description}: ${when}${names && !stage.doneAt ? ` (${names})` : ""}`;
  });
}

const OPENING: Record<JobMessage, (subject: JobEmailSubject) => { title: string; paragraphs: string[] }> = {
  scheduled: ({ lead }) => ({
    title: `Your job ${lead.reference} is booked in`,
    paragraphs: ["Good news: your job is on our calendar. Here are the days our crew will be with you."],
  }),
  moved: ({ lead }) => ({
    title: `New dates for your job ${lead.reference}`,
    paragraphs: ["Weather has pushed our work back, so your job has new dates. Nothing else changes: here are the days now."],
  }),
  "signed-off": ({ lead }) => ({
    title: `Your job ${lead.reference} is signed off`,
    paragraphs: [
      "Thank you for signing off your finished job with our crew. Your signed sign-off sheet is attached, and it stays on your job page.",
    ],
  }),
  "stage-done": ({ lead, detail, stage }) => {
    const done = detail.stages.find((s) => s.stage === stage);
    const next = detail.stages.find((s) => !s.doneAt);
    return {
      title: `Stage ${stage} of your job ${lead.reference} is done`,
      paragraphs: [
        `Our crew has finished stage ${stage}${done ? `, ${done.description}` : ""}.${done?.photos.length ? " Photos are on your job page." : ""}`,
        next
          ? `Next: stage ${next.stage}, ${next.description}.`
          : "Every stage is done. We'll be in touch to walk through the finished job with you.",
      ],
    };
  },
};

/** An email to the homeowner about their job: its stages and dates, what to prepare, and the job page. */
export function jobEmail(message: JobMessage, subject: JobEmailSubject, business: BusinessProfile, url: string): OutgoingEmail {
  const { title, paragraphs } = OPENING[message](subject);
  const stages = stageLines(subject);
  const preparing = message === "stage-done" || message === "signed-off" ? [] : [...JOB_PREPARATION];
  const closing = [`Questions? Call us on ${business.phone.display} (${business.hours}).`, business.name];
  const text = [
    greeting(subject.lead.name),
    "",
    ...paragraphs.flatMap((p) => [p, ""]),
    ...stages,
    "",
    ...(preparing.length ? ["Before we arrive:", ...preparing.map((line) => `- ${line}`), ""] : []),
    `Your job page: ${url}`,
    "",
    ...closing,
  ].join("\n");
  const html = htmlPage(
    `<p>${escapeHtml(greeting(subject.lead.name))}</p>` +
      paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("") +
      `<ul>${stages.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>` +
      (preparing.length
        ? `<p><strong>Before we arrive:</strong></p><ul>${preparing.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>`
        : "") +
      emailButton(url, "See your job page") +
      closing.map((p) => `<p>${escapeHtml(p)}</p>`).join(""),
  );
  return { to: [subject.lead.email], subject: oneLine(`${title} - ${business.name}`), text, html, replyTo: business.email };
}
