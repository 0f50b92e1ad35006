import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sampleCompetitors } from "@shared/golf/sample-data";
import { renderWithProviders } from "@/test/render";
import { COMPETITORS_PATH, type CompetitorRow, useGolfCompetitors } from "../api/use-golf-competitors";
import { CompetitorOverview } from "./competitor-overview";
import { COMPETITOR_BLANKS } from "../../lib/sample-rows";

function Overview() {
  return <CompetitorOverview list={useGolfCompetitors()} staff={false} />;
}

const competitor = (
  id: number,
  companyName: string,
  country: string,
  marketSegment: string,
  estimatedRevenue: number,
  marketShare: number,
): CompetitorRow => ({
  ...COMPETITOR_BLANKS,
  id,
  companyName,
  country,
  marketSegment,
  estimatedRevenue,
  marketShare,
  createdAt: "2026-01-01T00:00:00.000Z",
});

const renderOverview = (rows: CompetitorRow[]) => renderWithProviders(<Overview />, { queryData: { [COMPETITORS_PATH]: rows } });

const statValue = (label: string) =>
  within(screen.getByRole("region", { name: "Competitor summary" })).getByText(label).parentElement?.nextElementSibling?.textContent;

afterEach(() => vi.restoreAllMocks());

/** Two Australian (one premium) and one US premium competitor: 29.6% of the market between them. */
const THREE_COMPETITORS = [
  competitor(1, "Drummond", "Australia", "mid-range", 185_000_000, 15.4),
  competitor(2, "Boutique", "Australia", "premium", 850_000, 0.07),
  competitor(3, "Superstore", "USA", "premium", 1_200_000_000, 14.1),
];

describe("CompetitorOverview", () => {
  it("summarises total, Australian, premium and combined market share", () => {
    renderOverview(THREE_COMPETITORS);
    expect(statValue("Total Competitors")).toBe("3");
    expect(statValue("Australian")).toBe("2");
    expect(statValue("Premium")).toBe("2");
    expect(statValue("Combined Market Share")).toBe("29.6%");
  });

  it("shows revenue in B, M and K", () => {
    renderOverview(THREE_COMPETITORS);
    expect(within(screen.getByRole("article", { name: "Superstore" })).getByText("US$1.2B")).toBeInTheDocument();
    expect(within(screen.getByRole("article", { name: "Drummond" })).getByText("US$185.0M")).toBeInTheDocument();
    expect(within(screen.getByRole("article", { name: "Boutique" })).getByText("US$850.0K")).toBeInTheDocument();
  });

  it("falls back to the sample competitors, summary included, when the server has none", () => {
    renderOverview([]);
    expect(screen.getByText("Showing sample data")).toBeInTheDocument();
    expect(statValue("Total Competitors")).toBe(String(sampleCompetitors.length));
  });

  it("shows three placeholder cards while loading", () => {
    vi.spyOn(globalThis, "fetch").mockReturnValue(new Promise(() => {}));
    renderWithProviders(<Overview />);
    expect(screen.getAllByTestId("card-skeleton")).toHaveLength(3);
  });
});
