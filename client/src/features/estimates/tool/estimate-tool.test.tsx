import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { estimateJob } from "@shared/estimates/estimate";
import { estimateRangeText } from "@shared/estimates/estimate-lead";
import { STARTING_PRICE_TABLE } from "@shared/estimates/price-table";
import { renderWithProviders } from "@/test/render";
import { EstimateTool } from "./estimate-tool";

const prices = { version: 0, table: STARTING_PRICE_TABLE };
const range = () => document.querySelector('[aria-live="polite"]')!;

describe("EstimateTool", () => {
  it("shows the wall's range as the homeowner types, and the approval rule at its boundary", async () => {
    const user = userEvent.setup();
    renderWithProviders(<EstimateTool prices={prices} posted={null} />);
    expect(range()).toHaveTextContent("Answer the questions to see your price");
    await user.type(document.querySelector<HTMLInputElement>("#wall-length")!, "12");
    await user.type(document.querySelector<HTMLInputElement>("#wall-height")!, "1.1");
    const expected = estimateJob(
      {
        job: "wall",
        material: "concrete-sleeper",
        lengthCm: 1200,
        heightCm: 110,
        loadAbove: "none",
        nearBuilding: false,
        removeOld: false,
        excavatorAccess: true,
      },
      STARTING_PRICE_TABLE,
    );
    expect(range()).toHaveTextContent(`About ${estimateRangeText(expected)}`);
    expect(screen.getByText(/needs an engineer's design and building approval in Queensland because it is over 1.0 m high/)).toBeVisible();
    await user.clear(document.querySelector<HTMLInputElement>("#wall-height")!);
    await user.type(document.querySelector<HTMLInputElement>("#wall-height")!, "1.0");
    expect(screen.getByText(/No building approval needed/)).toBeVisible();
  });
});
