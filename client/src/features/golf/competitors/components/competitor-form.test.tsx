import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/test/render";
import { expectCompanyRequired, typeCompany } from "@/test/company-fields";
import { stubFetch } from "@/test/fetch";
import { CompetitorForm } from "./competitor-form";

afterEach(() => vi.restoreAllMocks());

describe("CompetitorForm", () => {
  it("requires company name and country", async () => {
    const fetchSpy = stubFetch(201, {});
    const { user } = renderWithProviders(<CompetitorForm id="add-competitor" onClose={() => {}} />);
    await user.click(screen.getByRole("button", { name: "Save Competitor" }));
    expectCompanyRequired();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("sends 0 for non-numeric numbers, then confirms, resets and closes", async () => {
    const fetchSpy = stubFetch(201, { id: 1 });
    const onClose = vi.fn();
    const { user } = renderWithProviders(<CompetitorForm id="add-competitor" onClose={onClose} />);
    await typeCompany(user, "Birdie Direct", "Australia");
    await user.selectOptions(screen.getByRole("combobox", { name: "Market segment" }), "premium");
    await user.type(screen.getByRole("spinbutton", { name: "Market share (%)" }), "2.5");
    await user.clear(screen.getByRole("spinbutton", { name: /Estimated revenue/ }));
    await user.click(screen.getByRole("button", { name: "Save Competitor" }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(JSON.parse(String(fetchSpy.mock.calls[0]?.[1]?.body))).toMatchObject({
      companyName: "Birdie Direct",
      country: "Australia",
      marketSegment: "premium",
      marketShare: 2.5,
      estimatedRevenue: 0,
    });
    expect(await screen.findByText("Competitor added successfully")).toBeInTheDocument();
    expect(screen.getByText("The competitor has been added to your analysis.")).toBeInTheDocument();
  });

  it("says it failed and keeps the values when the server fails", async () => {
    stubFetch(503, { message: "Service unavailable" });
    const onClose = vi.fn();
    const { user } = renderWithProviders(<CompetitorForm id="add-competitor" onClose={onClose} />);
    await typeCompany(user, "Birdie Direct", "Australia");
    await user.click(screen.getByRole("button", { name: "Save Competitor" }));
    expect(await screen.findByText("Failed to add competitor. Please try again.")).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole("textbox", { name: /Company name/ })).toHaveValue("Birdie Direct");
  });
});
