import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { sampleSuppliers } from "@shared/golf/sample-data";
import { renderWithProviders } from "@/test/render";
import { SUPPLIERS_PATH, type SupplierRow, useGolfSuppliers } from "../api/use-golf-suppliers";
import { SupplierDirectory } from "./supplier-directory";
import { SUPPLIER_BLANKS } from "../../lib/sample-rows";

function Directory() {
  return <SupplierDirectory list={useGolfSuppliers()} staff={false} />;
}

const supplier = (id: number, companyName: string, country: string, specialization: string, rating: number): SupplierRow => ({
  ...SUPPLIER_BLANKS,
  id,
  companyName,
  country,
  specialization,
  rating,
  minimumOrder: 10,
  createdAt: "2026-01-01T00:00:00.000Z",
});

const renderDirectory = (rows: SupplierRow[]) => renderWithProviders(<Directory />, { queryData: { [SUPPLIERS_PATH]: rows } });

const names = () =>
  within(screen.getByRole("list", { name: "Suppliers" }))
    .getAllByRole("heading")
    .map((h) => h.textContent);

describe("SupplierDirectory", () => {
  it("filters by country and specialization and shows each rating as stars", async () => {
    const { user } = renderDirectory([
      supplier(1, "Fairway Co", "USA", "clubs", 4),
      supplier(2, "Stride", "Vietnam", "shoes", 2),
      supplier(3, "Links Bags", "USA", "bags", 5),
    ]);
    expect(screen.getByRole("img", { name: "Rated 4 out of 5" })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole("combobox", { name: "Country" }), "USA");
    expect(names()).toEqual(["Fairway Co", "Links Bags"]);
    await user.selectOptions(screen.getByRole("combobox", { name: "Specialization" }), "bags");
    expect(names()).toEqual(["Links Bags"]);
    await user.type(screen.getByRole("searchbox", { name: "Search suppliers" }), "fairway");
    expect(screen.getByRole("heading", { name: "No suppliers found" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Clear Filters" }));
    expect(names()).toHaveLength(3);
  });

  it("falls back to the sample suppliers when the server has none", () => {
    renderDirectory([]);
    expect(screen.getByText("Showing sample data")).toBeInTheDocument();
    expect(names()).toEqual(sampleSuppliers.map((s) => s.companyName));
  });
});
