import type { ReactNode } from "react";
import type { LeadKind } from "@shared/leads/lead-kinds";
import type { LeadRow } from "../api/lead-desk";
import type { Column } from "@/components/staff/record-list";

/** What the one lead desk shows differently per kind: its own columns and facts; the rest is shared. */
export interface LeadView<Row extends LeadRow = LeadRow> {
  kind: LeadKind;
  title: string;
  description: string;
  icon: ReactNode;
  /** "Inquiries", "Ad leads": the pager's and search box's noun */
  noun: string;
  emptyMessage: string;
  /** the kind's own columns after Status */
  columns: Column<Row>[];
  /** the kind's fields on the open lead */
  facts: { label: string; value: (row: Row) => ReactNode }[];
}
