import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ProductRow } from "@shared/golf/golf-api";
import { renderWithProviders } from "@/test/render";
import { ShipmentPlanner } from "./shipment-planner";

afterEach(() => vi.restoreAllMocks());

const product = (id: number, name: string, priceUSD: number): ProductRow => ({
  id,
  name,
  brand: "Brand",
  category: "clubs",
  subcategory: null,
  priceUSD,
  priceAUD: priceUSD * 2,
  description: null,
  imageUrl: null,
  inStock: true,
  stockQuantity: 5,
  weightKg: 1.2,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
});
const PRODUCTS = [product(7, "Tour Driver", 599.99), product(8, "Blade Putter", 349.5)];

const planner = (staff = false) =>
  renderWithProviders(<ShipmentPlanner products={PRODUCTS} generalDutyRate={5} staff={staff} editing={null} onDone={() => {}} />);

describe("ShipmentPlanner", () => {
  it("puts a chosen product's US price in FOB price, and says which duty rate a blank line takes", async () => {
    const { user } = planner();
    const line = within(screen.getByRole("listitem"));
    await user.selectOptions(line.getByRole("combobox", { name: /Product/ }), "8");
    expect(line.getByRole("spinbutton", { name: /FOB price/ })).toHaveValue(349.5);
    await user.selectOptions(line.getByRole("combobox", { name: /Origin/ }), "Japan");
    expect(line.getByText("Blank: 5% general")).toBeInTheDocument();
    await user.selectOptions(line.getByRole("combobox", { name: /Origin/ }), "China");
    expect(line.getByText("Blank: 0% (ChAFTA)")).toBeInTheDocument();
  });

  it("asks for a product before anything is sent", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const { user } = planner();
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    await vi.waitFor(() => expect(screen.getByRole("combobox", { name: /Product/ })).toHaveAccessibleDescription(/Choose a product/));
    expect(screen.getByRole("spinbutton", { name: /FOB price/ })).toHaveAccessibleDescription(/FOB price must be more than 0/);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("puts the server's message on the field it names", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(
      new Response(
        JSON.stringify({
          message: "Please check the highlighted fields",
          errors: { exportDate: "No exchange rate is recorded yet: add one to the rate history first" },
        }),
        { status: 400 },
      ),
    );
    const { user } = planner();
    await user.selectOptions(screen.getByRole("combobox", { name: /Product/ }), "7");
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    expect(await screen.findByText("No exchange rate is recorded yet: add one to the rate history first")).toBeInTheDocument();
    expect(screen.getByLabelText(/Export date/)).toHaveAttribute("aria-invalid", "true");
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe("/api/golf/shipments/calculate");
    expect(JSON.parse(String(init!.body))).toMatchObject({ lines: [{ productId: 7, origin: "United States", units: 1, fobUSD: 599.99 }] });
  });

  it("offers saving to staff only", () => {
    planner(false);
    expect(screen.queryByRole("button", { name: "Save shipment" })).not.toBeInTheDocument();
  });

  it("opens a saved shipment with its terms and lines, and saving changes that one", async () => {
    const saved = {
      id: 12,
      name: "Spring order",
      mode: "air" as const,
      exportDate: "2026-10-01",
      freightInsurance: { amount: 250, currency: "AUD" as const },
      brokerFeeAUD: 95,
      shareBy: "value" as const,
      lines: [{ productId: 8, origin: "Japan" as const, units: 12, fobUSD: 310, dutyRatePercent: null }],
      createdAt: "2026-10-02T00:00:00.000Z",
      updatedAt: "2026-10-02T00:00:00.000Z",
    };
    const fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValue(new Response(JSON.stringify({ ...saved, result: null, problem: null }), { status: 200 }));
    const { user } = renderWithProviders(
      <ShipmentPlanner products={PRODUCTS} generalDutyRate={5} staff editing={saved} onDone={() => {}} />,
    );
    expect(screen.getByRole("heading", { name: "Change Spring order" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /Name/ })).toHaveValue("Spring order");
    expect(screen.getByRole("combobox", { name: /Share by/ })).toHaveValue("value");
    const line = within(screen.getByText("Line 1").closest("li")!);
    expect(line.getByRole("combobox", { name: /Product/ })).toHaveValue("8");
    expect(line.getByRole("spinbutton", { name: /Units/ })).toHaveValue(12);
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect([url, init!.method]).toEqual(["/api/golf/shipments/12", "PATCH"]);
    expect(JSON.parse(String(init!.body))).toMatchObject({
      name: "Spring order",
      mode: "air",
      lines: [{ productId: 8, units: 12, fobUSD: 310 }],
    });
  });
});
