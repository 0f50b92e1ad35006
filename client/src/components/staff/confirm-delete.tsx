import { Trash2 } from "lucide-react";
import { useState } from "react";
import { AdminDialog, dialogButton } from "./staff-dialog";

interface ConfirmDeleteProps {
  /** what is deleted, as the buttons say it: "lead" makes "Delete lead" */
  what: string;
  /** the dialog's question names the record: "Delete RW-1042?" */
  name: string;
  /** what goes with it and what it cannot undo */
  consequences: string;
  deleting: boolean;
  /** deletes; calls done once it has gone, so the dialog closes */
  onConfirm: (done: () => void) => void;
}

/** A "Delete ..." button that asks first, with "Keep it" as the easy way out. */
export function ConfirmDelete({ what, name, consequences, deleting, onConfirm }: ConfirmDeleteProps) {
  const [open, setOpen] = useState(false);
  return (
    <AdminDialog
      open={open}
      onOpenChange={setOpen}
      title={`Delete ${name}?`}
      description={consequences}
      trigger={
        <button type="button" className={dialogButton.secondary}>
          <Trash2 aria-hidden="true" className="h-4 w-4 text-red-700" />
          Delete {what}
        </button>
      }
    >
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className={dialogButton.secondary} onClick={() => setOpen(false)}>
          Keep it
        </button>
        <button type="button" className={dialogButton.danger} disabled={deleting} onClick={() => onConfirm(() => setOpen(false))}>
          {deleting ? "Deleting..." : `Delete ${what}`}
        </button>
      </div>
    </AdminDialog>
  );
}
