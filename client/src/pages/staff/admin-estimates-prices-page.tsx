import { PriceTableScreen } from "@/features/estimates";
import { TakeoffSettings } from "@/features/costs";
import { adminScreen } from "./staff-gate";

/** The estimate's prices, then the take-off's rules and the material prices: what quotes and jobs are costed from. */
function EstimatePricesAndTakeoff() {
  return (
    <>
      <PriceTableScreen />
      <TakeoffSettings />
    </>
  );
}

export default adminScreen(EstimatePricesAndTakeoff, { ownerOnly: true });
