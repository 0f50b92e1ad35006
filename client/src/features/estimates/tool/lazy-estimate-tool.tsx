import { onDemand } from "@/components/on-demand";
import { OnInteraction } from "@/components/on-interaction";

const estimateTool = onDemand(() => import("./estimate-tool-live"));

/**
 * The estimate's questions and range come as server HTML, which works without JavaScript (its forms post back to
 * the page); the code that updates the range as the homeowner types loads on their first touch, key, scroll or
 * focus, so the page's first download stays within its budget.
 */
export function LazyEstimateTool() {
  return <OnInteraction part={estimateTool} loadingText="Loading the estimate" worksWithoutJavaScript />;
}
