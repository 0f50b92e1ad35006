import { Download } from "lucide-react";
import type { GolfShipmentRow } from "@shared/golf/golf-api";
import { SHIPPING_MODE_LABELS } from "@shared/golf/border-charges";
import { toast } from "@/components/ui/use-toast";
import { isSessionEnded } from "@/lib/api-client";
import { formatDate } from "@/lib/formatters";
import { cardClass, secondaryButtonClass } from "../../components/golf-styles";
import { ListError } from "../../components/list-error";
import { shipmentExportPath, useDeleteShipment, useShipments } from "../api/shipments-api";

interface SavedShipmentsProps {
  staff: boolean;
  onOpen: (shipment: GolfShipmentRow) => void;
}

/** The saved shipments: open one in the planner, download it as CSV, and (staff) delete it. */
export function SavedShipments({ staff, onOpen }: SavedShipmentsProps) {
  const list = useShipments();
  const remove = useDeleteShipment();
  const onDelete = (shipment: GolfShipmentRow) => {
    if (!window.confirm(`Delete the shipment ${shipment.name}?`)) return;
    remove.mutate(shipment.id, {
      onSuccess: () => toast({ title: "Shipment deleted", description: `${shipment.name} is gone from the saved shipments.` }),
      onError: (error) => {
        if (!isSessionEnded(error))
          toast({ title: "Error", description: "Failed to delete the shipment. Please try again.", variant: "destructive" });
      },
    });
  };
  return (
    <section aria-labelledby="saved-title" className={`${cardClass} mt-6 p-4 sm:p-6 print:hidden`}>
      <h2 id="saved-title" className="text-lg font-semibold text-ink">
        Saved shipments
      </h2>
      {list.isError ? (
        <ListError what="the saved shipments" onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <p role="status" className="mt-2 text-sm text-ink-muted">
          Loading the saved shipments...
        </p>
      ) : list.data.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">
          No shipment is saved yet.{staff ? " Plan one above and save it." : " Staff save shipments to come back to."}
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100" aria-label="Saved shipments">
          {list.data.map((shipment) => (
            <li key={shipment.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="break-words font-medium text-ink">{shipment.name}</p>
                <p className="text-sm text-ink-muted">
                  {SHIPPING_MODE_LABELS[shipment.mode]}, exported {formatDate(shipment.exportDate)}, {shipment.lines.length}{" "}
                  {shipment.lines.length === 1 ? "line" : "lines"}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className={secondaryButtonClass}
                  onClick={() => onOpen(shipment)}
                  aria-label={`Open ${shipment.name}`}
                >
                  Open
                </button>
                <a
                  className={secondaryButtonClass}
                  href={shipmentExportPath(shipment.id)}
                  download
                  aria-label={`Download ${shipment.name} as CSV`}
                >
                  <Download className="h-4 w-4" aria-hidden="true" />
                  CSV
                </a>
                {staff && (
                  <button
                    type="button"
                    className={`${secondaryButtonClass} text-red-700`}
                    onClick={() => onDelete(shipment)}
                    aria-label={`Delete ${shipment.name}`}
                  >
                    Delete
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
