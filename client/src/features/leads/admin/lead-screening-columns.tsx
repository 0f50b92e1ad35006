import type { LeadKind } from "@shared/leads/lead-kinds";
import type { Attribution } from "@shared/attribution";
import { AttributionDetails } from "./attribution-details";
import { LeadFlags } from "@/components/staff/submission-flags";
import { LeadNotSpamButton } from "./lead-not-spam-button";
import type { Column } from "@/components/staff/record-list";

interface ScreenedLead {
  id: number;
  name: string;
  attribution: Attribution;
  isSpam: boolean;
  spamReason: string | null;
  belowMinimum?: boolean;
  outsideServiceArea?: boolean;
}

/** The Source and Flags columns both lead lists add: attribution, spam and qualification flags, Not spam. */
export function leadScreeningColumns<Row extends ScreenedLead>(list: LeadKind): Column<Row>[] {
  return [
    { header: "Source", cell: (row) => <AttributionDetails attribution={row.attribution} />, className: "min-w-36" },
    {
      header: "Flags",
      cell: (row) => (
        <div className="grid justify-items-start gap-2">
          <LeadFlags row={row} />
          {row.isSpam && <LeadNotSpamButton kind={list} id={row.id} name={row.name} />}
        </div>
      ),
      className: "min-w-36",
    },
  ];
}
