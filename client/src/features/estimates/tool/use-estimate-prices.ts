import { useEffect, useState } from "react";
import { ESTIMATE_FORM_KEY, ESTIMATE_PRICES_KEY, type EstimateFormState, type EstimatePrices } from "@shared/estimates/estimate-fields";
import { useInitialQuery } from "@/lib/initial-queries-context";

/**
 * The business's price table the page was rendered with (it comes in the page's data, so the estimate needs no
 * server call); fetched only when the page was reached without it.
 */
export function useEstimatePrices(): EstimatePrices | undefined {
  const rendered = useInitialQuery<EstimatePrices>(ESTIMATE_PRICES_KEY);
  const [fetched, setFetched] = useState<EstimatePrices>();
  useEffect(() => {
    if (rendered) return;
    let current = true;
    fetch("/api/estimates/prices")
      .then((res) => (res.ok ? (res.json() as Promise<EstimatePrices>) : undefined))
      .then((prices) => current && prices && setFetched(prices))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [rendered]);
  return rendered ?? fetched;
}

/** What the page without JavaScript posted, and the server's answer (null on a plain visit). */
export function usePostedEstimate(): EstimateFormState | null {
  return useInitialQuery<EstimateFormState>(ESTIMATE_FORM_KEY) ?? null;
}
