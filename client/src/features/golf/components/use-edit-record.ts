import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { blankToNull } from "../lib/golf-input";

/** PATCH `${listPath}/${id}` (staff only on the server), then reload the list. */
export function useEditRecord<Values extends Record<string, unknown>>(listPath: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: number; values: Values }) => apiJson<unknown>("PATCH", `${listPath}/${id}`, blankToNull(values)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [listPath] }),
  });
}

/** Form values from a stored row: blank text where the row has none, the form's defaults for missing numbers. */
export function formValuesOf<Values extends Record<string, unknown>>(row: Record<string, unknown>, defaults: Values): Values {
  const values: Record<string, unknown> = { ...defaults };
  for (const key of Object.keys(defaults)) {
    const stored = row[key];
    if (stored !== null && stored !== undefined) values[key] = stored;
    else if (typeof defaults[key] === "string") values[key] = "";
  }
  return values as Values;
}
