import type { LeadKind } from "@shared/leads/lead-kinds";
import type { Attribution } from "@shared/attribution";
import type { LeadEmailStatus } from "@shared/leads/lead-emails";
import { AttributionDetails } from "./attribution-details";
import { EmailLink, PhoneLink } from "@/components/staff/contact-links";
import { LeadEmailStatusList } from "./lead-email-status";
import { LeadFlags } from "@/components/staff/submission-flags";
import { LeadNotSpamButton } from "./lead-not-spam-button";
import type { Column } from "@/components/staff/record-list";

/** What every lead carries beside its form fields: emails, where it came from, spam and rule flags. */
interface TrackedLead {
  id: number;
  name: string;
  emails?: LeadEmailStatus[];
  attribution: Attribution;
  isSpam: boolean;
  spamReason: string | null;
  belowMinimum?: boolean;
  outsideServiceArea?: boolean;
}

const flags = (list: LeadKind) =>
  function Flags(row: TrackedLead) {
    return (
      <div className="grid justify-items-start gap-2">
        <LeadFlags row={row} />
        {row.isSpam && <LeadNotSpamButton kind={list} id={row.id} name={row.name} />}
      </div>
    );
  };

/** The homeowner's email and phone, the first columns of both lead kinds. */
export function contactColumns<Row extends { email: string; phone: string }>(): Column<Row>[] {
  return [
    { header: "Email", cell: (row) => <EmailLink email={row.email} />, className: "min-w-44" },
    { header: "Phone", cell: (row) => <PhoneLink phone={row.phone} /> },
  ];
}

/** The list columns both lead kinds add: email state, source and flags (the reference leads every row). */
export function leadTrackingColumns<Row extends TrackedLead>(list: LeadKind): Column<Row>[] {
  const flagCell = flags(list);
  return [
    { header: "Emails", cell: (row) => <LeadEmailStatusList compact emails={row.emails ?? []} />, className: "min-w-60" },
    { header: "Source", cell: (row) => <AttributionDetails attribution={row.attribution} />, className: "min-w-36" },
    { header: "Flags", cell: flagCell, className: "min-w-36" },
  ];
}

/** The same on the open lead (whose header shows its reference). */
export function leadTrackingFacts<Row extends TrackedLead>(list: LeadKind) {
  const flagCell = flags(list);
  return [
    { label: "Emails", value: (row: Row) => <LeadEmailStatusList emails={row.emails ?? []} /> },
    { label: "Source", value: (row: Row) => <AttributionDetails attribution={row.attribution} /> },
    { label: "Flags", value: flagCell },
  ];
}
