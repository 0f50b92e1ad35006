import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/test/render";
import { expectCompanyRequired, typeCompany } from "@/test/company-fields";
import { sentBody, stubFetch } from "@/test/fetch";
import { SupplierForm } from "./supplier-form";

afterEach(() => vi.restoreAllMocks());

function renderForm() {
  const onClose = vi.fn();
  const result = renderWithProviders(<SupplierForm id="add-supplier" onClose={onClose} />);
  return { ...result, onClose };
}

describe("SupplierForm", () => {
  it("starts with minimum order 1, rating 5 and an email-type contact field", () => {
    renderForm();
    expect(screen.getByRole("spinbutton", { name: "Minimum order (units)" })).toHaveValue(1);
    expect(screen.getByRole("spinbutton", { name: "Rating (1 to 5)" })).toHaveValue(5);
    expect(screen.getByLabelText("Contact email")).toHaveAttribute("type", "email");
    expect(screen.getByRole("textbox", { name: /Company name/ })).toHaveValue("");
  });

  it("requires company name and country, tying each message to its field, and sends nothing", async () => {
    const fetchSpy = stubFetch(201, {});
    const { user } = renderForm();
    await user.click(screen.getByRole("button", { name: "Save Supplier" }));

    expectCompanyRequired();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("rejects a malformed email and an out-of-range rating", async () => {
    const fetchSpy = stubFetch(201, {});
    const { user } = renderForm();
    await typeCompany(user, "Acme Golf", "USA");
    await user.type(screen.getByLabelText("Contact email"), "not-an-email");
    await user.clear(screen.getByRole("spinbutton", { name: "Rating (1 to 5)" }));
    await user.type(screen.getByRole("spinbutton", { name: "Rating (1 to 5)" }), "9");
    await user.click(screen.getByRole("button", { name: "Save Supplier" }));

    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
    expect(screen.getByText("Rating must be between 1 and 5")).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("sends 0 for a number field left without a number, then toasts, resets and closes", async () => {
    const fetchSpy = stubFetch(201, { id: 7 });
    const { user, onClose } = renderForm();
    await typeCompany(user, "Acme Golf", "USA");
    await user.clear(screen.getByRole("spinbutton", { name: "Minimum order (units)" }));
    await user.type(screen.getByRole("spinbutton", { name: "Minimum order (units)" }), "abc");
    await user.selectOptions(screen.getByRole("combobox", { name: "Specialization" }), "bags");
    await user.click(screen.getByRole("button", { name: "Save Supplier" }));

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(fetchSpy).toHaveBeenCalledWith("/api/golf/suppliers", expect.objectContaining({ method: "POST" }));
    expect(sentBody(fetchSpy)).toMatchObject({
      companyName: "Acme Golf",
      country: "USA",
      minimumOrder: 0,
      rating: 5,
      specialization: "bags",
      contactEmail: null,
    });
    expect(await screen.findByText("Supplier added successfully")).toBeInTheDocument();
    expect(screen.getByText("The supplier has been added to your database.")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /Company name/ })).toHaveValue("");
    expect(screen.getByRole("spinbutton", { name: "Minimum order (units)" })).toHaveValue(1);
  });

  it("keeps what was typed and says so when the server fails", async () => {
    stubFetch(500, { message: "Something went wrong" });
    const { user, onClose } = renderForm();
    await typeCompany(user, "Acme Golf", "USA");
    await user.click(screen.getByRole("button", { name: "Save Supplier" }));

    expect(await screen.findByText("Failed to add supplier. Please try again.")).toBeInTheDocument();
    expect(screen.getByText("Error")).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole("textbox", { name: /Company name/ })).toHaveValue("Acme Golf");
  });
});
