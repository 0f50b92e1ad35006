import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dismissToast } from "@/components/ui/use-toast";
import { createQueryClient } from "@/lib/query-client";
import { renderWithProviders } from "@/test/render";
import { PUBLIC_REVIEWS_KEY } from "@/lib/query-keys";
import { ADMIN_QUERY_KEYS, type AdLeadRow, type InquiryRow, type ReviewRow } from "../api/admin-lists";
import { AdminDashboard } from "./admin-dashboard";

const inquiry = (id: number, createdAt: string, name: string): InquiryRow => ({
  id,
  name,
  phone: "0491 570 006",
  email: `${name.toLowerCase().replace(" ", ".")}@example.com`,
  service: "Concrete Sleeper Retaining Wall, Colorbond Fencing",
  length: "10-30m",
  location: "Chermside",
  timeline: "1-3-months",
  budget: "over-20k",
  createdAt,
});

const adLead: AdLeadRow = {
  id: 3,
  name: "Ada Lead",
  email: "ada@example.com",
  phone: "(07) 5550 0123",
  service: "both",
  message: "Need a wall and a fence.",
  createdAt: "2026-10-01T00:00:00.000Z",
};

const review = (id: number, isApproved: string, name: string): ReviewRow => ({
  id,
  name,
  location: "Noosa",
  rating: 4,
  reviewText: "Tidy work.",
  service: id === 1 ? null : "Timber Fencing",
  isApproved,
  createdAt: `2026-09-0${id}T00:00:00.000Z`,
});

function seeded() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(ADMIN_QUERY_KEYS.inquiries, [
    inquiry(1, "2026-11-20T23:30:00.000Z", "Older Person"),
    inquiry(2, "2026-11-21T04:05:00.000Z", "Newest Person"),
  ]);
  queryClient.setQueryData(ADMIN_QUERY_KEYS.adLeads, [adLead]);
  queryClient.setQueryData(ADMIN_QUERY_KEYS.reviews, [review(1, "approved", "Amy Approved"), review(2, "pending", "Pat Pending"), review(3, "hidden", "Hal Hidden")]);
  return queryClient;
}

const renderDashboard = (options: { queryClient?: ReturnType<typeof createQueryClient>; path?: string; onSessionEnded?: () => void } = {}) =>
  renderWithProviders(
    <AdminDashboard username="office" enabled onLogout={() => {}} loggingOut={false} onSessionEnded={options.onSessionEnded ?? (() => {})} />,
    { queryClient: options.queryClient ?? seeded(), path: options.path ?? "/admin" },
  );

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

afterEach(() => {
  vi.restoreAllMocks();
  act(() => dismissToast());
});

describe("AdminDashboard", () => {
  it("shows three tabs with counts and the inquiries newest first, with labels, links and en-AU dates", () => {
    renderDashboard();
    expect(screen.getByRole("tab", { name: /Inquiries/ })).toHaveTextContent("Inquiries2");
    expect(screen.getByRole("tab", { name: /Ad Leads/ })).toHaveTextContent("Ad Leads1");
    expect(screen.getByRole("tab", { name: /Reviews/ })).toHaveTextContent("Reviews3");

    const rows = within(screen.getByRole("table")).getAllByRole("row");
    const headers = within(rows[0]!).getAllByRole("columnheader").map((cell) => cell.textContent);
    expect(headers).toEqual(["ID", "Name", "Email", "Phone", "Service", "Location", "Length", "Timeline", "Budget", "Received"]);
    expect(rows[1]).toHaveTextContent("Newest Person");
    expect(rows[2]).toHaveTextContent("Older Person");
    expect(within(rows[1]!).getByText("21/11/2026, 2:05 pm")).toBeInTheDocument();
    expect(within(rows[2]!).getByText("21/11/2026, 9:30 am")).toBeInTheDocument();
    expect(within(rows[1]!).getByText("10-30 metres")).toBeInTheDocument();
    expect(within(rows[1]!).getByText("1-3 months")).toBeInTheDocument();
    expect(within(rows[1]!).getByText("Over $20,000")).toBeInTheDocument();
    expect(within(rows[1]!).getByRole("link", { name: "0491 570 006" })).toHaveAttribute("href", "tel:0491570006");
    expect(within(rows[1]!).getByRole("link", { name: "newest.person@example.com" })).toHaveAttribute("href", "mailto:newest.person@example.com");
  });

  it("pages through hundreds of inquiries 25 at a time and searches them", async () => {
    const queryClient = seeded();
    const many = Array.from({ length: 300 }, (_, i) => inquiry(i + 1, new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(), `Person ${i + 1}`));
    queryClient.setQueryData(ADMIN_QUERY_KEYS.inquiries, many);
    const { user } = renderDashboard({ queryClient });
    expect(screen.getByRole("tab", { name: /Inquiries/ })).toHaveTextContent("300");
    const bodyRows = () => within(screen.getByRole("table")).getAllByRole("row").slice(1);
    expect(bodyRows()).toHaveLength(25);
    expect(bodyRows()[0]).toHaveTextContent("Person 300");
    expect(screen.getByText(/Showing/)).toHaveTextContent("Showing 1-25 of 300");

    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(bodyRows()[0]).toHaveTextContent("Person 275");
    expect(screen.getByText(/Showing/)).toHaveTextContent("Showing 26-50 of 300");

    const search = screen.getByRole("searchbox", { name: "Search inquiries" });
    await user.type(search, "PERSON.129@");
    expect(bodyRows().map((row) => within(row).getAllByRole("cell")[1]!.textContent)).toEqual(["Person 129"]);
    expect(screen.getByText(/Showing/)).toHaveTextContent("Showing 1-1 of 1");

    await user.clear(search);
    await user.type(search, "nobody");
    expect(screen.getByText('No inquiries match "nobody".')).toBeInTheDocument();
  });

  it("lists ad leads with their service label and message", async () => {
    const { user } = renderDashboard();
    await user.click(screen.getByRole("tab", { name: /Ad Leads/ }));
    const row = within(screen.getByRole("table")).getAllByRole("row")[1]!;
    expect(row).toHaveTextContent("Ada Lead");
    expect(within(row).getByText("Both")).toBeInTheDocument();
    expect(within(row).getByText("Need a wall and a fence.")).toBeInTheDocument();
    expect(within(row).getByText("01/10/2026, 10:00 am")).toBeInTheDocument();
  });

  it("offers Approve only on pending reviews and shows other statuses as plain text", () => {
    renderDashboard({ path: "/admin?tab=reviews" });
    const rows = within(screen.getByRole("table")).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getAllByRole("cell")[1]!.textContent)).toEqual(["Hal Hidden", "Pat Pending", "Amy Approved"]);
    const [hidden, pending, approved] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(pending).getByRole("button", { name: /Approve/ })).toBeInTheDocument();
    expect(within(pending).getByText("Pending")).toBeInTheDocument();
    expect(within(approved).queryByRole("button", { name: /Approve/ })).not.toBeInTheDocument();
    expect(within(approved).getByText("Approved")).toBeInTheDocument();
    expect(within(approved).getByText("General")).toBeInTheDocument();
    expect(within(hidden).getByText("hidden")).toBeInTheDocument();
    expect(within(hidden).queryByRole("button", { name: /Approve/ })).not.toBeInTheDocument();
  });

  it("approves a review, says so and refreshes the review lists", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(async (_input, init) => {
      if (init?.method === "PATCH") return json(200, review(2, "approved", "Pat Pending"));
      return json(200, [review(2, "approved", "Pat Pending")]);
    });
    const queryClient = seeded();
    queryClient.setQueryData(PUBLIC_REVIEWS_KEY, [review(1, "approved", "Amy Approved")]);
    const { user } = renderDashboard({ queryClient, path: "/admin?tab=reviews" });
    await user.click(screen.getByRole("button", { name: "Approve review by Pat Pending" }));
    expect(await screen.findByText("Review approved")).toBeInTheDocument();
    expect(screen.getByText("the review will now be visible on the website")).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledWith("/api/reviews/2/approve", expect.objectContaining({ method: "PATCH", credentials: "include" }));
    expect(fetchSpy).toHaveBeenCalledWith("/api/reviews/all", { credentials: "include" });
    expect(queryClient.getQueryState(PUBLIC_REVIEWS_KEY)?.isInvalidated).toBe(true);
    expect(screen.queryByRole("button", { name: /^Approve review/ })).not.toBeInTheDocument();
  });

  it("says the approval failed and keeps the button", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(json(500, { message: "Something went wrong" }));
    const { user } = renderDashboard({ path: "/admin?tab=reviews" });
    await user.click(screen.getByRole("button", { name: "Approve review by Pat Pending" }));
    expect(await screen.findByText("Failed to approve review. Please try again.")).toBeInTheDocument();
    expect(screen.getByText("Error")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Approve review by Pat Pending" })).toBeEnabled();
  });

  it("shows the Error Loading Data page when a list request fails", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input) =>
      String(input) === "/api/ga-leads" ? json(500, { message: "Something went wrong" }) : json(200, []),
    );
    renderDashboard({ queryClient: createQueryClient() });
    expect(await screen.findByRole("heading", { level: 1, name: "Error Loading Data" })).toBeInTheDocument();
    expect(screen.getByText("Unable to load admin data. Please try again later.")).toBeInTheDocument();
    expect(screen.queryByRole("tab")).not.toBeInTheDocument();
  });

  it("reports an ended session instead of showing broken tables when a list answers 401", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(json(401, { message: "Authentication required" }));
    const onSessionEnded = vi.fn();
    const queryClient = createQueryClient();
    renderDashboard({ queryClient, onSessionEnded });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(onSessionEnded).toHaveBeenCalled();
    expect(screen.queryByText("Error Loading Data")).not.toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });
});
