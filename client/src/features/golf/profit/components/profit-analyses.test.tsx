import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sampleProfitAnalyses } from "@shared/golf/sample-data";
import { renderWithProviders } from "@/test/render";
import { PROFIT_ANALYSIS_PATH, type ProfitAnalysisRow, useProfitAnalyses } from "../api/use-profit-analyses";
import { ProfitAnalyses } from "./profit-analyses";

function Analyses() {
  return <ProfitAnalyses list={useProfitAnalyses()} staff={false} />;
}

const analysis = (id: number, productCategory: string, netMargin: number, breakEvenUnits: number | null): ProfitAnalysisRow => ({
  id,
  productCategory,
  netMargin,
  breakEvenUnits,
  grossMargin: 50,
  averageUSPrice: 100,
  averageAUPrice: 150,
  suggestedRetailPrice: 140,
  costOfGoods: 70,
  shippingCost: 10,
  marketingCost: 5,
  notes: null,
  lastUpdated: "2026-03-02T00:00:00.000Z",
});

const renderAnalyses = (rows: ProfitAnalysisRow[]) => renderWithProviders(<Analyses />, { queryData: { [PROFIT_ANALYSIS_PATH]: rows } });

afterEach(() => vi.restoreAllMocks());

describe("ProfitAnalyses", () => {
  it("labels each result card by its net margin band", () => {
    renderAnalyses([analysis(1, "Golf Clubs", 40, 8), analysis(2, "Golf Shoes", 25, 20), analysis(3, "Golf Bags", 24.99, 30)]);
    expect(within(screen.getByRole("article", { name: "Golf Clubs" })).getByText("Excellent margin opportunity")).toBeInTheDocument();
    expect(within(screen.getByRole("article", { name: "Golf Shoes" })).getByText("Moderate margin")).toBeInTheDocument();
    expect(
      within(screen.getByRole("article", { name: "Golf Bags" })).getByText("Low margin - consider cost optimization"),
    ).toBeInTheDocument();
    expect(within(screen.getByRole("article", { name: "Golf Clubs" })).getByText("units/month")).toBeInTheDocument();
  });

  it("filters the result cards by category", async () => {
    const { user } = renderAnalyses([analysis(1, "Golf Clubs", 40, 8), analysis(2, "Golf Shoes", 25, 20)]);
    await user.selectOptions(screen.getByRole("combobox", { name: "Product category" }), "Golf Shoes");
    expect(screen.queryByRole("article", { name: "Golf Clubs" })).not.toBeInTheDocument();
    expect(screen.getByRole("article", { name: "Golf Shoes" })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole("combobox", { name: "Product category" }), "Golf Apparel");
    expect(screen.getByRole("heading", { name: "No analyses for Golf Apparel" })).toBeInTheDocument();
  });

  it("falls back to the sample analyses when the server has none", () => {
    renderAnalyses([]);
    expect(screen.getByText("Showing sample data")).toBeInTheDocument();
    expect(within(screen.getByRole("list", { name: "Profit analyses" })).getAllByRole("article")).toHaveLength(sampleProfitAnalyses.length);
  });

  it("shows three placeholder cards while loading", () => {
    vi.spyOn(globalThis, "fetch").mockReturnValue(new Promise(() => {}));
    renderWithProviders(<Analyses />);
    expect(screen.getAllByTestId("card-skeleton")).toHaveLength(3);
  });
});
