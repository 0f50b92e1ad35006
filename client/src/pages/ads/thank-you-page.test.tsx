import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bookingPathOf } from "@shared/visits/booking-links";
import { rememberPendingConversion, startAdPage } from "@/features/leads";
import { revealBookingOffer } from "@/lib/booking-offer";
import { getClientConfig, setClientConfig } from "@/lib/client-config";
import { renderWithProviders } from "@/test/render";
import ThankYouPage from "./thank-you-page";

const withoutAds = getClientConfig();
beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  // with an Ads id, each visit sets the tag up (gtag "config"): the sign that the page's tag code has run
  setClientConfig({ ...withoutAds, googleAds: { id: "AW-123", conversionLabel: "abc" } });
});
afterEach(() => {
  delete window.gtag;
  document.getElementById("google-ads-gtag")?.remove();
  setClientConfig(withoutAds);
});

/** A visit to /thank-you: the page's code at load (client/src/ad-page.ts), once its tag code has set up the tag. */
async function visit(gtag: ReturnType<typeof vi.fn>) {
  const setUps = gtag.mock.calls.filter(([command]) => command === "config").length;
  document.getElementById("google-ads-gtag")?.remove(); // a new page load: no tag on the page yet
  startAdPage("/thank-you");
  await waitFor(() => expect(gtag.mock.calls.filter(([command]) => command === "config")).toHaveLength(setUps + 1));
}
const conversions = (gtag: ReturnType<typeof vi.fn>) => gtag.mock.calls.filter(([, action]) => action === "conversion");

describe("/thank-you", () => {
  it("fires the conversion of the submitted lead once, and not again on reload", async () => {
    const gtag = vi.fn();
    window.gtag = gtag;
    rememberPendingConversion("RW-AD123");
    await visit(gtag);
    expect(conversions(gtag)).toEqual([["event", "conversion", { send_to: "AW-123/abc", transaction_id: "RW-AD123" }]]);

    await visit(gtag);
    expect(conversions(gtag)).toHaveLength(1);
  });

  it("fires nothing when no lead was submitted", async () => {
    const gtag = vi.fn();
    window.gtag = gtag;
    await visit(gtag);
    expect(conversions(gtag)).toEqual([]);
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

describe("the booking offer", () => {
  afterEach(() => window.history.replaceState(null, ""));

  it("is hidden as the server sends the page, and shown with the link the form left in the history entry", () => {
    renderWithProviders(<ThankYouPage />, { path: "/thank-you" });
    expect(screen.queryByRole("link", { name: "Book your free site visit" })).not.toBeInTheDocument();
    const bookingPath = bookingPathOf(`https://example.test/book/${"a".repeat(32)}`)!;
    window.history.replaceState({ bookingPath }, "");
    revealBookingOffer();
    expect(screen.getByRole("link", { name: "Book your free site visit" })).toHaveAttribute("href", bookingPath);
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    expect(document.body).toHaveTextContent("Book your free on-site consultation now, at a time that suits you.");
  });
});
