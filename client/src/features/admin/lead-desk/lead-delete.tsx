import { Trash2 } from "lucide-react";
import { useState } from "react";
import type { LeadKind } from "@shared/leads/lead-kinds";
import { toast } from "@/components/ui/use-toast";
import { isSessionEnded } from "@/lib/api-client";
import { useDeleteLead } from "../api/lead-desk";
import { AdminDialog, dialogButton } from "../components/admin-dialog";

interface LeadDeleteProps {
  kind: LeadKind;
  leadId: number;
  reference: string;
  onDeleted: () => void;
}

/** Deleting a lead for good (a homeowner asked for their details to go, or it is junk), after a confirmation. */
export function LeadDelete({ kind, leadId, reference, onDeleted }: LeadDeleteProps) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteLead(kind, leadId);
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: "Lead deleted", description: `${reference}, its notes, history and photos are gone.` });
        onDeleted();
      },
      onError: (error) => {
        if (!isSessionEnded(error)) toast({ title: "The lead was not deleted", description: "Please try again.", variant: "destructive" });
      },
    });
  return (
    <section aria-label="Delete this lead" className="px-4 py-4 sm:px-5">
      <AdminDialog
        open={open}
        onOpenChange={setOpen}
        title={`Delete ${reference}?`}
        description="The lead, its notes, its history and the homeowner's photos are deleted for good. Use this when the homeowner asks for their details to be removed."
        trigger={
          <button type="button" className={dialogButton.secondary}>
            <Trash2 aria-hidden="true" className="h-4 w-4 text-red-700" />
            Delete lead
          </button>
        }
      >
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={dialogButton.secondary} onClick={() => setOpen(false)}>
            Keep it
          </button>
          <button type="button" className={dialogButton.danger} disabled={remove.isPending} onClick={confirm}>
            {remove.isPending ? "Deleting..." : "Delete lead"}
          </button>
        </div>
      </AdminDialog>
    </section>
  );
}
