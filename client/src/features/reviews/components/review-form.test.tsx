import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SERVICE_OPTIONS } from "@shared/constants";
import { renderWithProviders } from "@/test/render";
import { stubFetch, sentRequest } from "@/test/fetch";
import { ReviewForm } from "./review-form";

afterEach(() => vi.restoreAllMocks());

async function fillValidReview(user: ReturnType<typeof renderWithProviders>["user"]) {
  await user.type(screen.getByLabelText("Your name"), "Jane Citizen");
  await user.type(screen.getByLabelText("Your location"), "Chermside");
  await user.type(screen.getByLabelText("Your review"), "Great wall, great crew.");
}

describe("ReviewForm", () => {
  it("starts at 5 stars and lets the keyboard change the rating", async () => {
    const { user } = renderWithProviders(<ReviewForm />);
    const group = screen.getByRole("group", { name: "Your rating" });
    expect(within(group).getByRole("radio", { name: "5 stars" })).toBeChecked();
    await user.click(within(group).getByRole("radio", { name: "5 stars" }));
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(within(group).getByRole("radio", { name: "3 stars" })).toBeChecked();
    expect(within(group).getByRole("radio", { name: "3 stars" })).toHaveFocus();
  });

  it("shows the required-field messages, tied to their fields, and sends nothing", async () => {
    const fetchSpy = stubFetch(201);
    const { user } = renderWithProviders(<ReviewForm />);
    await user.click(screen.getByRole("button", { name: "Submit Review" }));
    expect(await screen.findByText("Name is required")).toBeInTheDocument();
    expect(screen.getByText("Location is required")).toBeInTheDocument();
    expect(screen.getByText("Review is required")).toBeInTheDocument();
    expect(screen.getByLabelText("Your name")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Your name")).toHaveAccessibleDescription("Name is required");
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("allows at most two services: the other boxes are disabled once two are ticked", async () => {
    const { user } = renderWithProviders(<ReviewForm />);
    const [first, second, third] = SERVICE_OPTIONS;
    await user.click(screen.getByRole("checkbox", { name: first }));
    await user.click(screen.getByRole("checkbox", { name: second }));
    expect(screen.getByRole("checkbox", { name: third })).toBeDisabled();
    expect(screen.getAllByRole("checkbox").filter((box) => (box as HTMLInputElement).disabled)).toHaveLength(SERVICE_OPTIONS.length - 2);
    await user.click(screen.getByRole("checkbox", { name: first }));
    expect(screen.getByRole("checkbox", { name: third })).toBeEnabled();
  });

  it("submits the review with the services joined, shows Submitting..., then the Thank You! card", async () => {
    let answer: (res: Response) => void = () => {};
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user, queryClient } = renderWithProviders(<ReviewForm />);
    queryClient.setQueryData(["/api/reviews"], []);
    await fillValidReview(user);
    await user.click(screen.getByRole("radio", { name: "4 stars" }));
    await user.click(screen.getByRole("checkbox", { name: "Timber Fencing" }));
    await user.click(screen.getByRole("checkbox", { name: "Colorbond Fencing" }));
    await user.click(screen.getByRole("button", { name: "Submit Review" }));

    expect(await screen.findByRole("button", { name: "Submitting..." })).toBeDisabled();
    expect(sentRequest(fetchSpy)).toEqual({
      url: "/api/reviews",
      body: {
        name: "Jane Citizen",
        location: "Chermside",
        rating: 4,
        reviewText: "Great wall, great crew.",
        service: "Timber Fencing, Colorbond Fencing",
        website: "",
        fillTimeMs: expect.any(Number),
      },
    });
    answer(new Response(JSON.stringify({ id: 1 }), { status: 201 }));

    expect(await screen.findByRole("heading", { name: "Thank You!" })).toHaveFocus();
    expect(screen.getByText("Review submitted!")).toBeInTheDocument();
    expect(screen.getByText("Thank you for your feedback. Your review will be published after approval.")).toBeInTheDocument();
    expect(queryClient.getQueryState(["/api/reviews"])?.isInvalidated).toBe(true);

    await user.click(screen.getByRole("button", { name: "Submit Another Review" }));
    expect(screen.getByLabelText("Your name")).toHaveValue("");
    expect(screen.getByLabelText("Your review")).toHaveValue("");
    expect(screen.getByRole("radio", { name: "5 stars" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Timber Fencing" })).not.toBeChecked();
  });

  it("keeps what was typed and shows the error toast when the server fails", async () => {
    stubFetch(500, { message: "Something went wrong" });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { user } = renderWithProviders(<ReviewForm />);
    await fillValidReview(user);
    await user.click(screen.getByRole("button", { name: "Submit Review" }));

    expect(await screen.findByText("Failed to submit review. Please try again.")).toBeInTheDocument();
    expect(screen.getByText("Error")).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole("button", { name: "Submit Review" })).toBeEnabled());
    expect(screen.getByLabelText("Your name")).toHaveValue("Jane Citizen");
    expect(screen.getByLabelText("Your review")).toHaveValue("Great wall, great crew.");
    expect(screen.queryByRole("heading", { name: "Thank You!" })).not.toBeInTheDocument();
  });
});
