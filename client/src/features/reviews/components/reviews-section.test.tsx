import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { defaultBusinessProfile } from "@shared/business-profile";
import { FALLBACK_REVIEWS } from "@shared/content/fallback-reviews";
import { createQueryClient } from "@/lib/query-client";
import { renderWithProviders } from "@/test/render";
import { PUBLIC_REVIEWS_KEY } from "@/lib/query-keys";
import type { PublicReview } from "../api/use-approved-reviews";
import { ReviewsSection } from "./reviews-section";

afterEach(() => vi.restoreAllMocks());

const review = (id: number, overrides: Partial<PublicReview> = {}): PublicReview => ({
  id,
  name: `Customer ${id}`,
  location: `Suburb ${id}`,
  rating: 4,
  reviewText: `Review text number ${id}`,
  service: "Timber Fencing",
  isApproved: "approved",
  createdAt: "2026-01-01T00:00:00.000Z",
  verified: false,
  reply: null,
  ...overrides,
});

function renderWithReviews(reviews: PublicReview[]) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(PUBLIC_REVIEWS_KEY, reviews);
  return renderWithProviders(<ReviewsSection />, { queryClient });
}

const shownReviews = () => screen.queryAllByRole("figure");

describe("ReviewsSection", () => {
  it("shows three placeholder cards while the reviews load", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockReturnValue(new Promise<Response>(() => {}));
    renderWithProviders(<ReviewsSection />);
    expect(screen.getAllByTestId("review-placeholder")).toHaveLength(3);
    expect(screen.getByRole("status")).toHaveTextContent("Loading reviews");
    expect(shownReviews()).toHaveLength(0);
    expect(fetchSpy).toHaveBeenCalledWith("/api/reviews", expect.anything());
  });

  it("shows the three built-in reviews when the server has none", () => {
    renderWithReviews([]);
    expect(shownReviews()).toHaveLength(3);
    for (const fallback of FALLBACK_REVIEWS) expect(screen.getByText(fallback.name)).toBeInTheDocument();
    expect(screen.queryByTestId("review-placeholder")).not.toBeInTheDocument();
  });

  it("shows the server's reviews, at most six", () => {
    renderWithReviews(Array.from({ length: 8 }, (_, index) => review(index + 1)));
    expect(shownReviews()).toHaveLength(6);
    expect(screen.getByText("Customer 6")).toBeInTheDocument();
    expect(screen.queryByText("Customer 7")).not.toBeInTheDocument();
    expect(screen.queryByText(FALLBACK_REVIEWS[0]!.name)).not.toBeInTheDocument();
  });

  it("labels the stars and shows General when a review names no service", () => {
    renderWithReviews([review(1, { rating: 3, service: null }), review(2, { rating: 5, service: "" })]);
    const [first, second] = shownReviews();
    expect(within(first!).getByRole("img", { name: "Rated 3 out of 5 stars" })).toBeInTheDocument();
    expect(within(first!).getByText("General")).toBeInTheDocument();
    expect(within(second!).getByRole("img", { name: "Rated 5 out of 5 stars" })).toBeInTheDocument();
    expect(within(second!).getByText("General")).toBeInTheDocument();
  });

  it("invites visitors to share their experience", () => {
    renderWithReviews([]);
    expect(screen.getByRole("link", { name: "Share Your Experience" })).toHaveAttribute("href", "/share-experience");
  });
});

describe("ReviewsSection owner replies", () => {
  it("shows the business's reply under its review with the date, as plain text", () => {
    renderWithReviews([review(1, { reply: { text: "Thanks! <b>Enjoy</b> the wall.", updatedAt: "2026-11-20T23:30:00.000Z" } }), review(2)]);
    const [withReply, without] = screen.getAllByRole("listitem") as [HTMLElement, HTMLElement];
    expect(within(withReply).getByText(/^Response from/)).toHaveTextContent(`Response from ${defaultBusinessProfile.name}21/11/2026`);
    expect(within(withReply).getByText("Thanks! <b>Enjoy</b> the wall.")).toBeInTheDocument();
    expect(within(without).queryByText(/Response from/)).not.toBeInTheDocument();
  });
});
