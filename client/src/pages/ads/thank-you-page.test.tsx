import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { rememberPendingConversion } from "@/features/leads/tracking/conversion-storage";
import { renderWithProviders } from "@/test/render";
import ThankYouPage from "./thank-you-page";

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});
afterEach(() => {
  delete window.gtag;
});

describe("ThankYouPage", () => {
  it("fires the conversion of the submitted lead once, and not again on reload", async () => {
    const gtag = vi.fn();
    window.gtag = gtag;
    rememberPendingConversion("RW-AD123");
    const first = renderWithProviders(<ThankYouPage />, { path: "/thank-you" });
    await waitFor(() => expect(gtag).toHaveBeenCalledTimes(1));
    expect(gtag).toHaveBeenCalledWith("event", "conversion", expect.objectContaining({ transaction_id: "RW-AD123" }));
    first.unmount();

    renderWithProviders(<ThankYouPage />, { path: "/thank-you" });
    await new Promise((resolve) => setTimeout(resolve, 50)); // the tag's code is loaded on demand: give it time
    expect(gtag).toHaveBeenCalledTimes(1);
  });

  it("fires nothing when no lead was submitted", async () => {
    const gtag = vi.fn();
    window.gtag = gtag;
    renderWithProviders(<ThankYouPage />, { path: "/thank-you" });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(gtag).not.toHaveBeenCalled();
  });

  it("confirms the request and offers the FAQ, a call and the way home", () => {
    renderWithProviders(<ThankYouPage />, { path: "/thank-you" });
    expect(screen.getByRole("heading", { level: 1, name: "Thank You!" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View FAQ" })).toHaveAttribute("href", "/faq");
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: "Call (07) 5550 0123" })).toHaveAttribute("href", "tel:+61755500123");
    // the business profile's promise and hours, as every page says them
    expect(document.body).toHaveTextContent(
      "We will contact you within 24 hours to talk through your project and book your free on-site consultation.",
    );
    expect(document.body).toHaveTextContent("We answer the phone Mon-Fri 9AM-5PM.");
    expect(document.body).toHaveTextContent("If your project is urgent, call us now. We answer Mon-Fri 9AM-5PM.");
  });
});
