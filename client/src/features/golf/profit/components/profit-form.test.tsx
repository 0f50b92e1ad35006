import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/test/render";
import { stubFetch } from "@/test/fetch";
import { ProfitForm } from "./profit-form";

afterEach(() => vi.restoreAllMocks());

const money = (name: RegExp) => screen.getByRole("spinbutton", { name });
const live = () => within(screen.getByTestId("live-profit"));

async function fill(user: ReturnType<typeof renderWithProviders>["user"], values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await user.clear(money(new RegExp(label)));
    await user.type(money(new RegExp(label)), value);
  }
}

describe("ProfitForm", () => {
  it("steps its money inputs by 0.01 and calculates nothing until the retail price is above 0", async () => {
    const { user } = renderWithProviders(<ProfitForm id="new-analysis" onClose={() => {}} />);
    expect(money(/Suggested retail price/)).toHaveAttribute("step", "0.01");
    expect(money(/Cost of goods/)).toHaveAttribute("step", "0.01");
    expect(live().getByText(/Enter a suggested retail price above A\$0/)).toBeInTheDocument();
    await fill(user, { "Cost of goods": "80" });
    expect(live().queryByText("Gross margin")).not.toBeInTheDocument();
  });

  it("shows gross and net margin to 2 decimals and break-even in units/month as the numbers change", async () => {
    const { user } = renderWithProviders(<ProfitForm id="new-analysis" onClose={() => {}} />);
    await fill(user, { "Suggested retail price": "200", "Cost of goods": "80", Shipping: "20", Marketing: "10" });
    expect(live().getByText("60.00%")).toBeInTheDocument();
    expect(live().getByText("45.00%")).toBeInTheDocument();
    expect(live().getByText("12 units/month")).toBeInTheDocument(); // 1000 / 90 = 11.1, rounded up
    expect(live().getByText("Excellent margin opportunity")).toBeInTheDocument();

    await fill(user, { Marketing: "45" }); // net (200 - 145) / 200 = 27.5 %
    expect(live().getByText("27.50%")).toBeInTheDocument();
    expect(live().getByText("Moderate margin")).toBeInTheDocument();

    await fill(user, { Shipping: "100" }); // net (200 - 225) / 200 = -12.5 %
    expect(live().getByText("-12.50%")).toBeInTheDocument();
    expect(live().getByText("Never")).toBeInTheDocument();
    expect(live().getByText("Low margin - consider cost optimization")).toBeInTheDocument();
  });

  it("asks for a category and a retail price above 0 before saving", async () => {
    const fetchSpy = stubFetch(201, {});
    const { user } = renderWithProviders(<ProfitForm id="new-analysis" onClose={() => {}} />);
    await user.click(screen.getByRole("button", { name: "Save Analysis" }));
    expect(screen.getByRole("combobox", { name: /Product category/ })).toHaveAccessibleDescription("Please choose a product category");
    expect(await screen.findByText("Suggested retail price must be above 0")).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("saves with the calculated margins, confirms and closes", async () => {
    const fetchSpy = stubFetch(201, { id: 1 });
    const onClose = vi.fn();
    const { user } = renderWithProviders(<ProfitForm id="new-analysis" onClose={onClose} />);
    await user.selectOptions(screen.getByRole("combobox", { name: /Product category/ }), "Golf Bags");
    await fill(user, { "Suggested retail price": "100", "Cost of goods": "49", "Average US price": "70.5" });
    await user.click(screen.getByRole("button", { name: "Save Analysis" }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(JSON.parse(String(fetchSpy.mock.calls[0]?.[1]?.body))).toMatchObject({
      productCategory: "Golf Bags",
      averageUSPrice: 70.5,
      suggestedRetailPrice: 100,
      costOfGoods: 49,
      grossMargin: 51,
      netMargin: 51,
      breakEvenUnits: 20,
    });
    expect(await screen.findByText("Profit analysis saved")).toBeInTheDocument();
  });

  it("says it failed when the server fails", async () => {
    stubFetch(500, { message: "Something went wrong" });
    const onClose = vi.fn();
    const { user } = renderWithProviders(<ProfitForm id="new-analysis" onClose={onClose} />);
    await user.selectOptions(screen.getByRole("combobox", { name: /Product category/ }), "Golf Bags");
    await fill(user, { "Suggested retail price": "100" });
    await user.click(screen.getByRole("button", { name: "Save Analysis" }));
    expect(await screen.findByText("Failed to save profit analysis. Please try again.")).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
