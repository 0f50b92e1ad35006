import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { sampleGolfBrands } from "@shared/golf/sample-data";
import { createQueryClient } from "@/lib/query-client";
import { renderWithProviders } from "@/test/render";
import { DASHBOARD_PATHS, type PriceComparisonRow, useDashboardData } from "../api/use-dashboard-data";
import { DashboardTabs } from "./dashboard-tabs";
import { HeadlineCards } from "./headline-cards";

function Dashboard() {
  return (
    <>
      <HeadlineCards />
      <DashboardTabs data={useDashboardData()} />
    </>
  );
}

const comparison = (id: number, productName: string, usPrice: number, australianPrice: number, priceGap: number): PriceComparisonRow => ({
  id,
  productName,
  brand: "Brand",
  category: "clubs",
  source: null,
  usPrice,
  australianPrice,
  priceGap,
  retailer: "Shop",
  lastUpdated: "2026-01-01T00:00:00.000Z",
});

function renderDashboard() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(
    [DASHBOARD_PATHS.marketData],
    [
      {
        id: 1,
        country: "US",
        marketSegment: "Golf Clubs",
        marketSizeUSD: 3.825e9,
        growthRate: 3.9,
        year: 2024,
        source: "NGF",
        notes: null,
        createdAt: "2026-01-01T00:00:00.000Z",
      },
      {
        id: 2,
        country: "Australia",
        marketSegment: "Golf Clubs",
        marketSizeUSD: 5.4e8,
        growthRate: 6.2,
        year: 2024,
        source: "GA",
        notes: null,
        createdAt: "2026-01-01T00:00:00.000Z",
      },
    ],
  );
  queryClient.setQueryData([DASHBOARD_PATHS.brands], []);
  queryClient.setQueryData(
    [DASHBOARD_PATHS.priceComparisons],
    [comparison(1, "Cheap Glove", 20, 21, 5), comparison(2, "Tour Driver", 500, 800, 60)],
  );
  queryClient.setQueryData([DASHBOARD_PATHS.customerInsights], []);
  return renderWithProviders(<Dashboard />, { queryClient });
}

describe("DashboardTabs", () => {
  it("shows the spec's headline figures", () => {
    renderDashboard();
    const headline = within(screen.getByRole("region", { name: "Headline figures" }));
    expect(headline.getByText("US$8.5B")).toBeInTheDocument();
    expect(headline.getByText("US$1.2B")).toBeInTheDocument();
    expect(headline.getByText("25-40%")).toBeInTheDocument();
    expect(headline.getByText("1.2M")).toBeInTheDocument();
    expect(headline.getByText(/A\$2,400/)).toBeInTheDocument();
  });

  it("has five tabs and gives the market chart's numbers as a table", () => {
    renderDashboard();
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "Market Analysis",
      "Brand Analysis",
      "Price Comparison",
      "Customer Insights",
      "Opportunities",
    ]);
    const table = screen.getByRole("table", { name: "Market size by segment, US dollars" });
    const row = within(table).getByRole("row", { name: /Golf Clubs/ });
    expect(row).toHaveTextContent("US$3.8B");
    expect(row).toHaveTextContent("US$540.0M");
    expect(row).toHaveTextContent("+6.2%");
    expect(screen.getByRole("list", { name: "US market share by segment" })).toHaveTextContent(
      "Golf Clubs45%Golf Apparel25%Golf Balls18%Golf Accessories12%",
    );
  });

  it("falls back to the sample brands when the server has none, showing Australian presence", async () => {
    const { user } = renderDashboard();
    await user.click(screen.getByRole("tab", { name: "Brand Analysis" }));
    const panel = screen.getByRole("tabpanel", { name: "Brand Analysis" });
    expect(within(panel).getByText("Showing sample data")).toBeInTheDocument();
    const rows = within(within(panel).getByRole("table", { name: "Golf brands" })).getAllByRole("row");
    expect(rows).toHaveLength(sampleGolfBrands.length + 1);
    expect(within(panel).getByRole("row", { name: /Sub 70 Golf/ })).toHaveTextContent("No");
    expect(within(panel).getByRole("row", { name: /Titleist/ })).toHaveTextContent("Yes");
  });

  it("lists price comparisons widest gap first with signed gaps", async () => {
    const { user } = renderDashboard();
    await user.click(screen.getByRole("tab", { name: "Price Comparison" }));
    const table = screen.getByRole("table", { name: "Price comparisons" });
    const [, first, second] = within(table).getAllByRole("row");
    expect(first).toHaveTextContent("Tour Driver");
    expect(first).toHaveTextContent("US$500.00");
    expect(first).toHaveTextContent("A$800.00");
    expect(first).toHaveTextContent("+60%");
    expect(second).toHaveTextContent("Cheap Glove");
    expect(screen.queryByText("Showing sample data")).not.toBeInTheDocument();
  });
});
