import { BUSINESS_UTC_OFFSET, leadStatusLabel, lostReasonLabel } from "@shared/leads/lead-desk";
import { ESTIMATE_SOURCE } from "@shared/estimates/estimate-lead";
import { LEAD_KIND_INFO } from "@shared/leads/lead-kinds";
import { type CsvColumn, toCsv } from "../../lib/csv";
import type { LeadListRow } from "./lead-desk.queries";
import type { LeadKindSpec } from "./lead-records";

const OFFSET_MINUTES = 10 * 60;

/** ISO 8601 in Queensland time with its offset: "2026-11-23T14:05:00+10:00". */
export function isoWithOffset(value: Date | null): string | null {
  if (!value) return null;
  const local = new Date(value.getTime() + OFFSET_MINUTES * 60_000);
  return `${local.toISOString().slice(0, 19)}${BUSINESS_UTC_OFFSET}`;
}

const optionLabel = (options: readonly { value: string; label: string }[] | undefined, value: unknown) => {
  const text = value === null || value === undefined ? null : String(value);
  return options?.find((option) => option.value === text)?.label ?? text;
};

/** The export of a filtered lead list: the pipeline's columns, then the kind's own fields. */
export function leadsCsv(spec: LeadKindSpec, rows: readonly LeadListRow[]): string {
  const columns: CsvColumn<LeadListRow>[] = [
    { header: "Reference", value: (row) => row.reference },
    { header: "Source", value: (row) => (row.viaEstimate ? ESTIMATE_SOURCE : LEAD_KIND_INFO[spec.kind].source) },
    { header: "Received", value: (row) => isoWithOffset(row.createdAt) },
    { header: "Status", value: (row) => leadStatusLabel(row.status) },
    { header: "Lost reason", value: (row) => lostReasonLabel(row.lostReason) || null },
    { header: "Lost details", value: (row) => row.lostNote },
    { header: "Quote value (AUD)", value: (row) => row.quoteValue },
    { header: "First response", value: (row) => isoWithOffset(row.firstResponseAt) },
    { header: "Notes", value: (row) => row.notesCount },
    ...spec.csvFields.map((field) => ({ header: field.header, value: (row: LeadListRow) => optionLabel(field.options, row[field.key]) })),
  ];
  return toCsv(rows, columns);
}
