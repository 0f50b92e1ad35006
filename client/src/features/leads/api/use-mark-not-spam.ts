import { LEAD_KIND_INFO, type LeadKind } from "@shared/leads/lead-kinds";
import { useRestoreFromSpam } from "@/lib/restore-from-spam";
import { invalidateLeadLists, type LeadRow } from "./lead-desk";

/** PATCH /api/contact/:id/not-spam (or /api/ga-leads): the lead is back in its list, and its held receipt goes. */
export const useMarkLeadNotSpam = (kind: LeadKind) =>
  useRestoreFromSpam<LeadRow>(LEAD_KIND_INFO[kind].apiPath, {
    description: "The lead is back in the list.",
    restored: (queryClient) => invalidateLeadLists(queryClient),
  });
