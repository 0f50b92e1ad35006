import { Pencil, Trash2, Undo2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { secondaryButtonClass } from "./golf-styles";
import { usePendingDeletes } from "./use-pending-deletes";

interface ManagedCardListProps<Row extends { id: number }> {
  label: string;
  /** the list's API path; the row's own is `${listPath}/${id}` */
  listPath: string;
  rows: readonly Row[];
  /** signed-in staff get Edit and Delete on stored rows (sample rows have negative ids) */
  staff: boolean;
  className: string;
  nameOf: (row: Row) => string;
  renderCard: (row: Row, actions: ReactNode) => ReactNode;
  /** the edit form; without it, staff can only delete */
  renderEdit?: (row: Row, close: () => void) => ReactNode;
}

const smallButton = `${secondaryButtonClass} px-3 py-1.5`;

/** A list of cards that staff can edit in place and delete, with a confirmation first and Undo after. */
export function ManagedCardList<Row extends { id: number }>({ label, listPath, rows, staff, className, nameOf, renderCard, renderEdit }: ManagedCardListProps<Row>) {
  const deletes = usePendingDeletes(listPath);
  const [editingId, setEditingId] = useState<number | null>(null);

  const actions = (row: Row) =>
    staff && row.id > 0 ? (
      <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-3">
        {renderEdit && (
          <button type="button" className={smallButton} onClick={() => setEditingId(row.id)} aria-label={`Edit ${nameOf(row)}`}>
            <Pencil className="h-4 w-4" aria-hidden="true" />
            Edit
          </button>
        )}
        <button
          type="button"
          className={`${smallButton} text-red-700`}
          aria-label={`Delete ${nameOf(row)}`}
          onClick={() => {
            if (window.confirm(`Delete ${nameOf(row)}? You can undo this for a few seconds.`)) deletes.remove({ id: row.id, name: nameOf(row) });
          }}
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          Delete
        </button>
      </div>
    ) : null;

  return (
    <ul className={className} aria-label={label}>
      {rows.map((row) => (
        <li key={row.id} className={editingId === row.id ? "col-span-full flex" : "flex"}>
          {deletes.isPending(row.id) ? (
            <div role="status" className="flex w-full flex-wrap items-center justify-between gap-3 rounded-lg border border-dashed border-slate-300 bg-slate-50 p-4 text-sm">
              <span>
                <span className="font-semibold">{nameOf(row)}</span> deleted.
              </span>
              <button type="button" className={smallButton} onClick={() => deletes.undo(row.id)} autoFocus>
                <Undo2 className="h-4 w-4" aria-hidden="true" />
                Undo
              </button>
            </div>
          ) : editingId === row.id && renderEdit ? (
            <div className="w-full">{renderEdit(row, () => setEditingId(null))}</div>
          ) : (
            renderCard(row, actions(row))
          )}
        </li>
      ))}
    </ul>
  );
}
