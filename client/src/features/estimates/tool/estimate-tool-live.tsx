import { useBusiness } from "@/lib/client-config";
import { EstimateTool } from "./estimate-tool";
import { useEstimatePrices, usePostedEstimate } from "./use-estimate-prices";

/** The estimate with the page's price table (and what was posted to the page without JavaScript). */
export default function EstimateToolLive() {
  const business = useBusiness();
  const prices = useEstimatePrices();
  const posted = usePostedEstimate();
  if (prices) return <EstimateTool prices={prices} posted={posted} />;
  return (
    <p role="status" className="text-base text-ink-muted">
      Loading our prices... If nothing appears, call us on{" "}
      <a className="font-semibold text-brand-700 underline" href={`tel:${business.phone.e164}`}>
        {business.phone.display}
      </a>
      .
    </p>
  );
}
