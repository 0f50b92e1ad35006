import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BorderCharges } from "@shared/golf/border-charges";
import type { GolfShipmentRow, GolfShipmentWithResult } from "@shared/golf/golf-api";
import type { ShipmentInput, ShipmentResult } from "@shared/golf/shipment";
import { apiJson, apiRequest } from "@/lib/api-client";
import { useRefreshingMutation, useStoringMutation } from "@/lib/refreshing-mutation";

export const SHIPMENTS_PATH = "/api/golf/shipments";
export const BORDER_CHARGES_PATH = "/api/golf/border-charges";
export const shipmentExportPath = (id: number) => `${SHIPMENTS_PATH}/${id}/export`;

/** GET /api/golf/shipments: the saved shipments, last changed first. */
export const useShipments = () => useQuery<GolfShipmentRow[]>({ queryKey: [SHIPMENTS_PATH] });

/** GET /api/golf/border-charges */
export const useBorderCharges = () => useQuery<BorderCharges>({ queryKey: [BORDER_CHARGES_PATH] });

/** POST /api/golf/shipments/calculate: open to every visitor. */
export const calculateShipment = (plan: ShipmentInput) => apiJson<ShipmentResult>("POST", `${SHIPMENTS_PATH}/calculate`, plan);

/** POST (no id) or PATCH (an id) a shipment; the list is read again after. */
export function useSaveShipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, shipment }: { id: number | null; shipment: ShipmentInput & { name: string } }) =>
      id === null
        ? apiJson<GolfShipmentWithResult>("POST", SHIPMENTS_PATH, shipment)
        : apiJson<GolfShipmentWithResult>("PATCH", `${SHIPMENTS_PATH}/${id}`, shipment),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [SHIPMENTS_PATH] }),
  });
}

export const useDeleteShipment = () =>
  useRefreshingMutation([SHIPMENTS_PATH], (id: number) => apiRequest("DELETE", `${SHIPMENTS_PATH}/${id}`));

/** PUT /api/golf/border-charges: an Owner's. */
export const useSaveBorderCharges = () =>
  useStoringMutation([BORDER_CHARGES_PATH], (charges: BorderCharges) => apiJson<BorderCharges>("PUT", BORDER_CHARGES_PATH, charges));
