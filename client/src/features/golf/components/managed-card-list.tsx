import { ListChecks, Pencil, Trash2, Undo2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { secondaryButtonClass } from "./golf-styles";
import { usePendingDeletes } from "./use-pending-deletes";

interface ManagedCardListProps<Row extends { id: number }> {
  label: string;
  /** the list's API path; the row's own is `${listPath}/${id}` */
  listPath: string;
  rows: readonly Row[];
  /** signed-in staff get Edit and Delete on stored rows (sample rows have negative ids), and can delete several at once */
  staff: boolean;
  className: string;
  nameOf: (row: Row) => string;
  renderCard: (row: Row, actions: ReactNode) => ReactNode;
  /** the edit form; without it, staff can only delete */
  renderEdit?: (row: Row, close: () => void) => ReactNode;
}

const smallButton = `${secondaryButtonClass} px-3 py-1.5`;
const actionsRow = "mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-3";

/**
 * A list of cards that staff can edit in place and delete, one or several at once, with a confirmation
 * first and Undo after.
 */
export function ManagedCardList<Row extends { id: number }>({
  label,
  listPath,
  rows,
  staff,
  className,
  nameOf,
  renderCard,
  renderEdit,
}: ManagedCardListProps<Row>) {
  const deletes = usePendingDeletes(listPath);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const deletable = rows.filter((row) => row.id > 0 && !deletes.isPending(row.id));
  const chosen = deletable.filter((row) => selected.has(row.id));

  const stopSelecting = () => {
    setSelecting(false);
    setSelected(new Set());
  };
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const deleteRows = (targets: readonly Row[]) => {
    const what = targets.length === 1 ? nameOf(targets[0]!) : `${targets.length} ${label.toLowerCase()}`;
    if (!window.confirm(`Delete ${what}? You can undo this for a few seconds.`)) return false;
    deletes.remove(targets.map((row) => ({ id: row.id, name: nameOf(row) })));
    return true;
  };

  const actions = (row: Row) => {
    if (!staff || row.id <= 0) return null;
    if (selecting) {
      return (
        <div className={actionsRow}>
          <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium text-slate-800">
            <input type="checkbox" className="h-5 w-5 accent-brand-700" checked={selected.has(row.id)} onChange={() => toggle(row.id)} />
            Select <span className="sr-only">{nameOf(row)}</span>
          </label>
        </div>
      );
    }
    return (
      <div className={actionsRow}>
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
          onClick={() => deleteRows([row])}
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          Delete
        </button>
      </div>
    );
  };

  return (
    <>
      {staff && (deletable.length > 1 || deletes.pending.length > 0) && (
        <div role="toolbar" aria-label={`Manage ${label.toLowerCase()}`} className="mb-3 flex flex-wrap items-center gap-2 text-sm">
          {selecting ? (
            <>
              <span role="status" className="mr-1 font-medium text-slate-800">
                {chosen.length} selected
              </span>
              <button type="button" className={smallButton} onClick={() => setSelected(new Set(deletable.map((row) => row.id)))}>
                Select all {deletable.length}
              </button>
              <button
                type="button"
                className={`${smallButton} text-red-700`}
                disabled={chosen.length === 0}
                onClick={() => deleteRows(chosen) && stopSelecting()}
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
                Delete selected
              </button>
              <button type="button" className={smallButton} onClick={stopSelecting}>
                Cancel
              </button>
            </>
          ) : (
            deletable.length > 1 && (
              <button type="button" className={smallButton} onClick={() => setSelecting(true)}>
                <ListChecks className="h-4 w-4" aria-hidden="true" />
                Select several
              </button>
            )
          )}
          {deletes.pending.length > 1 && (
            <button type="button" className={smallButton} onClick={() => deletes.undo(deletes.pending.map((p) => p.id))}>
              <Undo2 className="h-4 w-4" aria-hidden="true" />
              Undo all {deletes.pending.length} deletions
            </button>
          )}
        </div>
      )}
      <ul className={className} aria-label={label}>
        {rows.map((row) => (
          <li key={row.id} className={editingId === row.id ? "col-span-full flex" : "flex"}>
            {deletes.isPending(row.id) ? (
              <div
                role="status"
                className="flex w-full flex-wrap items-center justify-between gap-3 rounded-lg border border-dashed border-slate-300 bg-slate-50 p-4 text-sm"
              >
                <span>
                  <span className="font-semibold">{nameOf(row)}</span> deleted.
                </span>
                <button
                  type="button"
                  className={smallButton}
                  onClick={() => deletes.undo([row.id])}
                  aria-label={`Undo deleting ${nameOf(row)}`}
                  autoFocus
                >
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
    </>
  );
}
