import type { LeadKind } from "@shared/leads/lead-kinds";
import { NotSpamButton } from "@/components/staff/not-spam-button";
import { useMarkLeadNotSpam } from "../api/use-mark-not-spam";

/** "Not spam" on a lead the spam rules caught; each row owns its request. */
export function LeadNotSpamButton({ kind, id, name }: { kind: LeadKind; id: number; name: string }) {
  const restore = useMarkLeadNotSpam(kind);
  return <NotSpamButton name={name} restore={{ mutate: () => restore.mutate(id), isPending: restore.isPending }} />;
}
