import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sampleGolfProducts } from "@shared/golf/sample-data";
import { renderWithProviders } from "@/test/render";
import { PRODUCTS_PATH, type ProductRow, useGolfProducts } from "../api/use-golf-products";
import { ProductCatalog } from "./product-catalog";
import { PRODUCT_BLANKS } from "../../lib/sample-rows";

function Catalog() {
  return <ProductCatalog list={useGolfProducts()} />;
}

const product = (overrides: Partial<ProductRow>): ProductRow => ({
  id: 1,
  name: "Product",
  brand: "Brand",
  category: "clubs",
  ...PRODUCT_BLANKS,
  priceUSD: 100,
  priceAUD: 150,
  stockQuantity: 50,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  ...overrides,
});

const stored = [
  product({ id: 1, name: "Tour Driver", brand: "Acme", category: "clubs", priceUSD: 400, priceAUD: 599.5 }),
  product({ id: 2, name: "Spikeless Shoe", brand: "Stride", category: "shoes", priceUSD: 120, priceAUD: 100, stockQuantity: 4 }),
  product({
    id: 3,
    name: "Rain Jacket",
    brand: "Acme",
    category: "apparel",
    priceUSD: 80,
    priceAUD: 99.99,
    inStock: false,
    stockQuantity: 0,
  }),
];

const renderCatalog = (rows: ProductRow[]) => renderWithProviders(<Catalog />, { queryData: { [PRODUCTS_PATH]: rows } });

const cardNames = () =>
  within(screen.getByRole("list", { name: "Products" }))
    .getAllByRole("heading")
    .map((h) => h.textContent);

afterEach(() => vi.restoreAllMocks());

describe("ProductCatalog", () => {
  it("shows both prices, the signed price gap and the stock state on each card", () => {
    renderCatalog(stored);
    const driver = screen.getByRole("article", { name: "Tour Driver" });
    expect(within(driver).getByText("US$400.00")).toBeInTheDocument();
    expect(within(driver).getByText("A$599.50")).toBeInTheDocument();
    expect(within(driver).getByText("+50%")).toBeInTheDocument(); // 49.875 -> 50
    const shoe = screen.getByRole("article", { name: "Spikeless Shoe" });
    expect(within(shoe).getByText("-17%")).toBeInTheDocument();
    expect(within(shoe).getByText(/Low stock: 4 left/)).toBeInTheDocument();
    const jacket = screen.getByRole("article", { name: "Rain Jacket" });
    expect(within(jacket).getByText("Out of Stock")).toBeInTheDocument();
    expect(within(jacket).queryByText(/Low stock/)).not.toBeInTheDocument();
    expect(screen.queryByText("Showing sample data")).not.toBeInTheDocument();
  });

  it("filters by search, category and AUD price range together", async () => {
    const { user } = renderCatalog(stored);
    await user.type(screen.getByRole("searchbox", { name: "Search products" }), "acme");
    expect(cardNames()).toEqual(["Tour Driver", "Rain Jacket"]);
    await user.selectOptions(screen.getByRole("combobox", { name: "Price range (AUD)" }), "under-100");
    expect(cardNames()).toEqual(["Rain Jacket"]);
    await user.clear(screen.getByRole("searchbox", { name: "Search products" }));
    await user.selectOptions(screen.getByRole("combobox", { name: "Price range (AUD)" }), "100-300");
    expect(cardNames()).toEqual(["Spikeless Shoe"]); // exactly A$100 is in "100 to 300"
    await user.selectOptions(screen.getByRole("combobox", { name: "Price range (AUD)" }), "all");
    await user.selectOptions(screen.getByRole("combobox", { name: "Category" }), "clubs");
    expect(cardNames()).toEqual(["Tour Driver"]);
    expect(screen.getByText(/Showing/)).toHaveTextContent("Showing 1 of 3 products");
  });

  it("shows 'No products found' when nothing matches, and Clear Filters brings every product back", async () => {
    const { user } = renderCatalog(stored);
    await user.selectOptions(screen.getByRole("combobox", { name: "Category" }), "shoes");
    await user.selectOptions(screen.getByRole("combobox", { name: "Price range (AUD)" }), "over-500");
    expect(screen.getByRole("heading", { name: "No products found" })).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Products" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Clear Filters" }));
    expect(cardNames()).toHaveLength(3);
    expect(screen.getByRole("combobox", { name: "Category" })).toHaveValue("all");
    expect(screen.getByRole("combobox", { name: "Price range (AUD)" })).toHaveValue("all");
  });

  it("falls back to the sample catalogue when the server has no products", () => {
    renderCatalog([]);
    expect(screen.getByText("Showing sample data")).toBeInTheDocument();
    expect(cardNames()).toHaveLength(sampleGolfProducts.length);
    expect(screen.getByRole("article", { name: sampleGolfProducts[0]!.name })).toBeInTheDocument();
  });

  it("shows six placeholder cards while loading", () => {
    vi.spyOn(globalThis, "fetch").mockReturnValue(new Promise(() => {}));
    renderWithProviders(<Catalog />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading products");
    expect(screen.getAllByTestId("card-skeleton")).toHaveLength(6);
  });
});
