import type { LeadKind } from "@shared/leads/lead-kinds";
import { toast } from "@/components/ui/use-toast";
import { useDeleteLead } from "../api/lead-desk";
import { ConfirmDelete } from "@/components/staff/confirm-delete";
import { toastFailure } from "@/components/staff/failure-toast";

interface LeadDeleteProps {
  kind: LeadKind;
  leadId: number;
  reference: string;
  onDeleted: () => void;
}

/** Deleting a lead for good (a homeowner asked for their details to go, or it is junk), after a confirmation. */
export function LeadDelete({ kind, leadId, reference, onDeleted }: LeadDeleteProps) {
  const remove = useDeleteLead(kind, leadId);
  return (
    <section aria-label="Delete this lead" className="px-4 py-4 sm:px-5">
      <ConfirmDelete
        what="lead"
        name={reference}
        consequences="The lead, its notes, its history and the homeowner's photos are deleted for good. Use this when the homeowner asks for their details to be removed."
        deleting={remove.isPending}
        onConfirm={(done) =>
          remove.mutate(undefined, {
            onSuccess: () => {
              done();
              toast({ title: "Lead deleted", description: `${reference}, its notes, history and photos are gone.` });
              onDeleted();
            },
            onError: toastFailure("The lead was not deleted"),
          })
        }
      />
    </section>
  );
}
