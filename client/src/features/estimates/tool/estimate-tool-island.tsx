import { Island } from "@/components/island";
import EstimateToolLive from "./estimate-tool-live";

/**
 * The estimate's questions and range: server HTML that works without JavaScript (its forms post back to the page),
 * hydrated alone on approach or first touch to update the range as the homeowner types.
 */
export function EstimateToolIsland() {
  return (
    <Island name="estimate-tool">
      <EstimateToolLive />
    </Island>
  );
}
