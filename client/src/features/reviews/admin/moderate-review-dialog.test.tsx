import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MODERATION_REASONS } from "@shared/reviews/review-moderation";
import { dismissToast } from "@/components/ui/use-toast";
import { createQueryClient } from "@/lib/query-client";
import { PUBLIC_REVIEWS_KEY } from "@/lib/query-keys";
import { reviewRow } from "@/test/lead-desk-fixtures";
import { renderWithProviders } from "@/test/render";
import { jsonResponse } from "@/test/fetch";
import { ADMIN_QUERY_KEYS, type ReviewRow } from "../api/staff-reviews";
import { ReviewActions } from "./review-actions";

const review = (isApproved: string) =>
  reviewRow(7, { name: "Pat Pending", rating: 1, reviewText: "Late and messy.", isApproved, createdAt: "2026-09-01T00:00:00.000Z" });

function renderActions(state: string) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(ADMIN_QUERY_KEYS.reviews, [review(state)]);
  queryClient.setQueryData(PUBLIC_REVIEWS_KEY, []);
  return renderWithProviders(<ReviewActions review={review(state)} />, { queryClient });
}

afterEach(() => {
  vi.restoreAllMocks();
  act(() => dismissToast());
});

describe("the reject and unpublish dialog", () => {
  it("opens with focus inside, lists every reason with the low-rating note, and closes on Escape back to its button", async () => {
    const { user } = renderActions("pending");
    const trigger = screen.getByRole("button", { name: "Reject review by Pat Pending" });
    await user.click(trigger);
    const dialog = screen.getByRole("dialog", { name: "Reject review #7 by Pat Pending" });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    const reasons = within(dialog).getByRole("group", { name: /Reason/ });
    expect(
      within(reasons)
        .getAllByRole("radio")
        .map((radio) => (radio as HTMLInputElement).value),
    ).toEqual(MODERATION_REASONS.map((r) => r.code));
    expect(within(reasons).getByRole("radio", { name: /Spam or advertising/ })).toBeInTheDocument();
    expect(reasons).toHaveAccessibleDescription("A low rating is never a reason to decline a review.");
    expect(within(dialog).getByRole("textbox", { name: "Note" })).toBeInTheDocument();

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it("asks for a reason, and for a note when the reason is Other, before sending anything", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const { user } = renderActions("pending");
    await user.click(screen.getByRole("button", { name: "Reject review by Pat Pending" }));
    const dialog = screen.getByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Reject review" }));
    expect(await within(dialog).findByText("Please choose a reason")).toBeInTheDocument();

    await user.click(within(dialog).getByRole("radio", { name: /Other/ }));
    await user.click(within(dialog).getByRole("button", { name: "Reject review" }));
    expect(await within(dialog).findByText("Please describe the reason")).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: /Note/ })).toHaveAttribute("aria-invalid", "true");
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("rejects with the chosen reason and note, says so, refreshes the lists and closes", async () => {
    const fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockImplementation(async (_input, init) =>
        init?.method === "PATCH"
          ? jsonResponse(200, { ...review("rejected"), moderationReason: "other", moderationNote: "Reviewer asked" })
          : jsonResponse(200, []),
      );
    const { user, queryClient } = renderActions("pending");
    await user.click(screen.getByRole("button", { name: "Reject review by Pat Pending" }));
    const dialog = screen.getByRole("dialog");
    await user.click(within(dialog).getByRole("radio", { name: /Other/ }));
    await user.type(within(dialog).getByRole("textbox", { name: /Note/ }), "Reviewer asked");
    await user.click(within(dialog).getByRole("button", { name: "Reject review" }));

    expect(await screen.findByText("Review rejected")).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledWith(
      "/api/reviews/7/reject",
      expect.objectContaining({ method: "PATCH", body: JSON.stringify({ reason: "other", note: "Reviewer asked" }) }),
    );
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(queryClient.getQueryData<ReviewRow[]>(ADMIN_QUERY_KEYS.reviews)?.[0]?.isApproved).toBe("rejected");
    expect(queryClient.getQueryState(PUBLIC_REVIEWS_KEY)?.isInvalidated).toBe(true);
  });

  it("unpublishes an approved review and shows the server's reason when the review changed meanwhile", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      jsonResponse(409, { message: "Only an approved review can be unpublished; this review is unpublished." }),
    );
    const { user } = renderActions("approved");
    await user.click(screen.getByRole("button", { name: "Unpublish review by Pat Pending" }));
    const dialog = screen.getByRole("dialog", { name: "Unpublish review #7 by Pat Pending" });
    await user.click(within(dialog).getByRole("radio", { name: /Offensive/ }));
    await user.click(within(dialog).getByRole("button", { name: "Unpublish review" }));
    expect(await screen.findByText("Only an approved review can be unpublished; this review is unpublished.")).toBeInTheDocument();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("on a 401, says the session ended (not that the rejection failed) and goes to /login, to come back here", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(jsonResponse(401, { message: "Authentication required" }));
    const { user, history } = renderActions("pending");
    await user.click(screen.getByRole("button", { name: "Reject review by Pat Pending" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("radio", { name: /Spam/ }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Reject review" }));
    expect(await screen.findByText("Session ended")).toBeInTheDocument();
    expect(screen.queryByText("Failed to reject review. Please try again.")).not.toBeInTheDocument();
    expect(history!.at(-1)).toBe("/login?session=ended&next=%2F");
  });
});
