import escapeHtml from "escape-html";
import { createEvent } from "ics";
import type { BusinessProfile } from "@shared/business-profile";
import { formatVisitWindow } from "@shared/calendar/brisbane-time";
import { CHANGE_CUTOFF_HOURS, EXCAVATOR_ACCESS } from "@shared/visits/visit-api";
import type { SiteVisit } from "@shared/schema";
import type { OutgoingEmail } from "../../infra/mail/transport";
import { greeting, htmlPage, htmlRows, oneLine, textRows } from "../leads";

/** What a visit's emails say about its homeowner. */
export interface VisitHomeowner {
  name: string;
  email: string;
  phone: string;
  reference: string;
  /** the suburb, when it is one the service-area list knows (the calendar's location); never the visitor's own text */
  suburb: string | null;
}

export type VisitMessage = "booked" | "moved" | "cancelled" | "reminder";

const utcParts = (instant: Date): [number, number, number, number, number] => [
  instant.getUTCFullYear(),
  instant.getUTCMonth() + 1,
  instant.getUTCDate(),
  instant.getUTCHours(),
  instant.getUTCMinutes(),
];

/**
 * The visit as an iCalendar event: written in UTC, the one time every calendar converts exactly (Brisbane keeps
 * +10:00 all year), the business as organiser and the suburb as the location. The UID stays with the visit,
 * so a move or a cancellation updates the event already in the homeowner's calendar.
 */
export function visitCalendar(
  visit: SiteVisit,
  homeowner: VisitHomeowner,
  business: BusinessProfile,
  method: "REQUEST" | "CANCEL",
): string {
  const host = new URL(business.siteUrl).hostname;
  const { error, value } = createEvent({
    uid: `site-visit-${visit.id}@${host}`,
    sequence: Math.floor(visit.updatedAt.getTime() / 1000),
    method,
    status: method === "CANCEL" ? "CANCELLED" : "CONFIRMED",
    start: utcParts(visit.windowStart),
    startInputType: "utc",
    startOutputType: "utc",
    end: utcParts(visit.windowEnd),
    endInputType: "utc",
    endOutputType: "utc",
    title: `Free site visit: ${business.name}`,
    description: `We arrive during this window (Brisbane time) to measure up for your quote (${homeowner.reference}). Call ${business.phone.display} if anything changes.`,
    ...(homeowner.suburb ? { location: `${homeowner.suburb} QLD` } : {}),
    organizer: { name: business.name, email: business.email },
    attendees: [{ name: homeowner.name, email: homeowner.email, rsvp: false, role: "REQ-PARTICIPANT" }],
    productId: business.name,
  });
  if (error || !value) throw error ?? new Error("The calendar invitation could not be made");
  return value;
}

const SUBJECTS: Record<VisitMessage, string> = {
  booked: "Your free site visit is booked",
  moved: "Your site visit has a new time",
  cancelled: "Your site visit is cancelled",
  reminder: "Reminder: your site visit is tomorrow",
};

/** The homeowner's email about their visit: booked, moved, cancelled, or the reminder the day before. */
export function visitEmail(
  message: VisitMessage,
  visit: SiteVisit,
  homeowner: VisitHomeowner,
  business: BusinessProfile,
  manageUrl?: string,
): OutgoingEmail {
  const when = formatVisitWindow(visit.windowStart, visit.windowEnd);
  // the business's words, the reference and the answers from the page's own list: none of the visitor's free text
  // (the address, the parking note), so a booking page cannot be used to mail a stranger someone's text
  const access = EXCAVATOR_ACCESS.find((option) => option.value === visit.excavatorAccess)?.label;
  const rows: [string, string][] = [
    ["When", `${when} (Brisbane time)`],
    ...(homeowner.suburb ? [["Where", `${homeowner.suburb} (the address you gave us)`] as [string, string]] : []),
    ...(access ? [["Excavator access", access] as [string, string]] : []),
    ["Reference", homeowner.reference],
  ];
  const opening: Record<VisitMessage, string> = {
    booked: `Your free on-site consultation is booked. We'll arrive during the window below, measure up and talk through your options.`,
    moved: `Your site visit now has a new time. The old time is free again.`,
    cancelled: `Your site visit on ${when} is cancelled. We have not forgotten your quote: call us when a new time suits you.`,
    reminder: `A reminder that we're coming to measure up tomorrow.`,
  };
  const manage =
    message === "cancelled"
      ? null
      : manageUrl
        ? `To change the time or cancel, use your booking page until ${CHANGE_CUTOFF_HOURS} hours before the visit: ${manageUrl}`
        : `To change the time, call us on ${business.phone.display}.`;
  const lines = [
    greeting(homeowner.name),
    "",
    opening[message],
    "",
    ...(message === "cancelled" ? [] : [textRows(rows), ""]),
    ...(manage ? [manage, ""] : []),
    business.name,
    `${business.phone.display} · ${business.hours}`,
  ];
  const html = htmlPage(
    `<p>${escapeHtml(greeting(homeowner.name))}</p><p>${escapeHtml(opening[message])}</p>` +
      (message === "cancelled" ? "" : htmlRows(rows)) +
      (manage && manageUrl
        ? `<p>To change the time or cancel, use <a href="${escapeHtml(manageUrl)}">your booking page</a> until ${CHANGE_CUTOFF_HOURS} hours before the visit.</p>`
        : manage
          ? `<p>${escapeHtml(manage)}</p>`
          : "") +
      `<p>${escapeHtml(business.name)}<br>${escapeHtml(business.phone.display)} · ${escapeHtml(business.hours)}</p>`,
  );
  const withInvite = message === "booked" || message === "moved" || message === "cancelled";
  return {
    to: [homeowner.email],
    subject: oneLine(`${SUBJECTS[message]}: ${when} - ${business.name}`),
    text: lines.join("\n"),
    html,
    replyTo: business.email,
    ...(withInvite
      ? {
          calendar: {
            method: message === "cancelled" ? ("CANCEL" as const) : ("REQUEST" as const),
            filename: "site-visit.ics",
            content: visitCalendar(visit, homeowner, business, message === "cancelled" ? "CANCEL" : "REQUEST"),
          },
        }
      : {}),
  };
}

/** The office's alert when a homeowner books, moves or cancels online. */
export function visitStaffAlert(
  message: Exclude<VisitMessage, "reminder">,
  visit: SiteVisit,
  homeowner: VisitHomeowner,
  alertTo: string[],
  adminUrl: string,
): OutgoingEmail {
  const when = formatVisitWindow(visit.windowStart, visit.windowEnd);
  const verb = { booked: "Site visit booked", moved: "Site visit moved", cancelled: "Site visit cancelled" }[message];
  const rows: [string, string][] = [
    ["Reference", homeowner.reference],
    ["When", `${when} (Brisbane time)`],
    ["Address", visit.address],
    ["Phone", homeowner.phone],
    ...(visit.parking ? [["Parking", visit.parking] as [string, string]] : []),
    ...(visit.excavatorAccess
      ? [
          ["Excavator access", EXCAVATOR_ACCESS.find((o) => o.value === visit.excavatorAccess)?.label ?? visit.excavatorAccess] as [
            string,
            string,
          ],
        ]
      : []),
  ];
  return {
    to: alertTo,
    subject: oneLine(`${verb}: ${homeowner.name}, ${when}${homeowner.suburb ? `, ${homeowner.suburb}` : ""}`),
    text: [`${verb} online by the homeowner.`, "", textRows(rows), "", `Open the lead: ${adminUrl}`].join("\n"),
    html: htmlPage(
      `<p>${escapeHtml(verb)} online by the homeowner.</p>${htmlRows(rows)}<p><a href="${escapeHtml(adminUrl)}">Open the lead</a></p>`,
    ),
  };
}
