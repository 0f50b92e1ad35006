import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { supplierSchema } from "@shared/validation/golf";
import { apiJson } from "@/lib/api-client";
import { blankToNull } from "../../lib/golf-input";
import { SUPPLIERS_PATH, type SupplierRow } from "./use-golf-suppliers";

export type NewSupplier = z.output<typeof supplierSchema>;

/** POST /api/golf/suppliers, then reload the list. */
export function useAddSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (supplier: NewSupplier) => apiJson<SupplierRow>("POST", SUPPLIERS_PATH, blankToNull(supplier)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [SUPPLIERS_PATH] }),
  });
}
