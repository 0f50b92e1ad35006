import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { leadListQuerySchema } from "@shared/leads/lead-desk-validation";
import { dismissToast } from "@/components/ui/use-toast";
import { createQueryClient } from "@/lib/query-client";
import { renderWithProviders } from "@/test/render";
import { jsonResponse } from "@/test/fetch";
import { PUBLIC_REVIEWS_KEY } from "@/lib/query-keys";
import { adLeadRow, inquiryRow, leadPage, pipelineSummary, reviewRow } from "@/test/lead-desk-fixtures";
import { ADMIN_QUERY_KEYS } from "@/features/reviews";
import { leadPageKey, PIPELINE_SUMMARY_KEY } from "@/features/leads";
import { AdminDashboard } from "./admin-dashboard";

const inquiry = (id: number, createdAt: string, name: string) =>
  inquiryRow(id, {
    reference: `RW-ABCDE${id}`,
    name,
    email: `${name.toLowerCase().replace(" ", ".")}@example.com`,
    service: "Concrete Sleeper Retaining Wall, Colorbond Fencing",
    length: "10-30m",
    budget: "over-20k",
    createdAt,
  });

const adLead = adLeadRow(3, {
  reference: "RW-XYZAB3",
  name: "Ada Lead",
  email: "ada@example.com",
  phone: "(07) 5550 0123",
  message: "Need a wall and a fence.",
  createdAt: "2026-10-01T00:00:00.000Z",
  status: "contacted",
  firstResponseAt: "2026-10-01T02:30:00.000Z",
});

const firstPage = leadListQuerySchema.parse({});
/** the lead or review list (the pipeline summary above it has a table too) */
const listTable = () => screen.getByRole("table", { name: /first$/ });

const review = (id: number, isApproved: string, name: string) =>
  reviewRow(id, { name, isApproved, service: id === 1 ? null : "Timber Fencing" });

function seeded() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(
    PIPELINE_SUMMARY_KEY,
    pipelineSummary({ inquiries: { total: 2, overdue: 0 }, "ga-leads": { total: 1, overdue: 0 } }),
  );
  queryClient.setQueryData(
    leadPageKey("inquiries", firstPage),
    leadPage([inquiry(2, "2026-11-21T04:05:00.000Z", "Newest Person"), inquiry(1, "2026-11-20T23:30:00.000Z", "Older Person")]),
  );
  queryClient.setQueryData(leadPageKey("ga-leads", firstPage), leadPage([adLead]));
  queryClient.setQueryData(ADMIN_QUERY_KEYS.reviews, [
    review(1, "approved", "Amy Approved"),
    review(2, "pending", "Pat Pending"),
    review(3, "hidden", "Hal Hidden"),
  ]);
  return queryClient;
}

const renderDashboard = (options: { queryClient?: ReturnType<typeof createQueryClient>; path?: string } = {}) =>
  renderWithProviders(<AdminDashboard username="office" enabled onLogout={() => {}} loggingOut={false} />, {
    queryClient: options.queryClient ?? seeded(),
    path: options.path ?? "/admin",
  });

afterEach(() => {
  vi.restoreAllMocks();
  act(() => dismissToast());
});

describe("AdminDashboard", () => {
  it("shows three tabs with counts and the inquiries as the server orders them, with status, labels, links and en-AU dates", () => {
    renderDashboard();
    expect(screen.getByRole("tab", { name: /Inquiries/ })).toHaveTextContent("Inquiries2");
    expect(screen.getByRole("tab", { name: /Ad Leads/ })).toHaveTextContent("Ad Leads1");
    expect(screen.getByRole("tab", { name: /Reviews/ })).toHaveTextContent("Reviews1 pending");

    const rows = within(listTable()).getAllByRole("row");
    const headers = within(rows[0]!)
      .getAllByRole("columnheader")
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      "Reference",
      "Name",
      "Status",
      "Email",
      "Phone",
      "Service",
      "Location",
      "Length",
      "Timeline",
      "Budget",
      "Emails",
      "Source",
      "Flags",
      "Received",
      "Lead",
    ]);
    expect(rows[1]).toHaveTextContent("Newest Person");
    expect(within(rows[1]!).getAllByRole("cell")[0]).toHaveTextContent(/^RW-ABCDE\d+$/);
    expect(rows[2]).toHaveTextContent("Older Person");
    expect(within(rows[1]!).getByText("New")).toBeInTheDocument();
    expect(within(rows[1]!).getByText("21/11/2026, 2:05 pm")).toBeInTheDocument();
    expect(within(rows[2]!).getByText("21/11/2026, 9:30 am")).toBeInTheDocument();
    expect(within(rows[1]!).getByText("10-30 metres")).toBeInTheDocument();
    expect(within(rows[1]!).getByText("1-3 months")).toBeInTheDocument();
    expect(within(rows[1]!).getByText("Over $20,000")).toBeInTheDocument();
    expect(within(rows[1]!).getByRole("link", { name: "0491 570 006" })).toHaveAttribute("href", "tel:0491570006");
    expect(within(rows[1]!).getByRole("link", { name: "newest.person@example.com" })).toHaveAttribute(
      "href",
      "mailto:newest.person@example.com",
    );
  });

  it("asks the server for the next page and for a search, and keeps both in the address", async () => {
    const queryClient = seeded();
    const people = (from: number) =>
      Array.from({ length: 25 }, (_, i) =>
        inquiry(from - i, new Date(Date.UTC(2026, 0, 1) + (from - i) * 60_000).toISOString(), `Person ${from - i}`),
      );
    queryClient.setQueryData(PIPELINE_SUMMARY_KEY, pipelineSummary({ inquiries: { total: 300, overdue: 0 } }));
    queryClient.setQueryData(leadPageKey("inquiries", firstPage), leadPage(people(300), { total: 300 }));
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
      const url = new URL(String(input), "http://localhost");
      if (url.searchParams.get("q")) return jsonResponse(200, leadPage([inquiry(129, "2026-01-01T02:09:00.000Z", "Person 129")]));
      return jsonResponse(200, leadPage(people(275), { total: 300, page: 2 }));
    });
    const { user, history } = renderDashboard({ queryClient });
    expect(screen.getByRole("tab", { name: /Inquiries/ })).toHaveTextContent("300");
    const bodyRows = () => within(listTable()).getAllByRole("row").slice(1);
    expect(bodyRows()).toHaveLength(25);
    expect(bodyRows()[0]).toHaveTextContent("Person 300");
    expect(screen.getByText(/Showing/)).toHaveTextContent("Showing 1-25 of 300");

    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(screen.getByText(/Showing/)).toHaveTextContent("Showing 26-50 of 300"));
    expect(bodyRows()[0]).toHaveTextContent("Person 275");
    expect(fetchSpy).toHaveBeenCalledWith("/api/contact?page=2", { credentials: "include" });
    expect(history.at(-1)).toBe("/admin?page=2");

    await user.click(screen.getByRole("searchbox", { name: "Search inquiries" }));
    await user.paste("PERSON.129@");
    await user.keyboard("{Enter}");
    await waitFor(() => expect(bodyRows().map((row) => within(row).getAllByRole("cell")[1]!.textContent)).toEqual(["Person 129"]), {
      timeout: 5000,
    });
    expect(fetchSpy).toHaveBeenCalledWith("/api/contact?q=PERSON.129%40&page=1", { credentials: "include" });
    expect(history.at(-1)).toBe("/admin?q=PERSON.129%40");
  });

  it("puts the filters in the address and reads them back from a shared link", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(async () => jsonResponse(200, leadPage([])));
    const { user, history } = renderDashboard();
    await user.selectOptions(screen.getByRole("combobox", { name: "Status" }), "won");
    expect(history.at(-1)).toBe("/admin?status=won");
    await user.selectOptions(screen.getByRole("combobox", { name: "Sort" }), "overdue");
    expect(history.at(-1)).toBe("/admin?status=won&sort=overdue");
    expect(await screen.findByText("No inquiries match these filters.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Export CSV" })).toHaveAttribute("href", "/api/contact/export.csv?status=won&sort=overdue");

    act(() => dismissToast());
    const shared = renderDashboard({ path: "/admin?tab=ga-leads&service=fencing&from=2026-11-01" });
    expect(await within(shared.container).findByRole("combobox", { name: "Service" })).toHaveValue("fencing");
    expect(within(shared.container).getByLabelText("Received from")).toHaveValue("2026-11-01");
  });

  it("marks a lead still New after the promised 24 hours as Overdue and counts it on the tab", () => {
    const queryClient = seeded();
    const waiting = inquiry(7, new Date(Date.now() - 25 * 3_600_000).toISOString(), "Late Person");
    const fresh = inquiry(8, new Date(Date.now() - 2 * 3_600_000).toISOString(), "Fresh Person");
    queryClient.setQueryData(PIPELINE_SUMMARY_KEY, pipelineSummary({ inquiries: { total: 2, overdue: 1 } }));
    queryClient.setQueryData(leadPageKey("inquiries", firstPage), leadPage([fresh, waiting], { overdue: 1 }));
    renderDashboard({ queryClient });
    expect(screen.getByRole("tab", { name: /Inquiries/ })).toHaveTextContent("Inquiries21 overdue");
    const [freshRow, lateRow] = within(listTable()).getAllByRole("row").slice(1) as [HTMLElement, HTMLElement];
    expect(within(lateRow).getByText(/Overdue · waiting 25 h/)).toBeInTheDocument();
    expect(within(freshRow).getByText(/Waiting 2 h/)).toBeInTheDocument();
    expect(within(freshRow).queryByText(/Overdue/)).not.toBeInTheDocument();
    expect(screen.getByText(/1 lead is overdue/)).toBeInTheDocument();
  });

  it("opens a lead, saves a status and adds a note", async () => {
    const lead = inquiry(2, "2026-11-21T04:05:00.000Z", "Newest Person");
    const note = {
      id: 1,
      leadKind: "inquiries",
      leadId: 2,
      body: "Called, booked visit Tue 9am",
      userId: 1,
      username: "office",
      createdAt: "2026-11-21T05:00:00.000Z",
    };
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      if (init?.method === "PATCH") return jsonResponse(200, { ...lead, status: "contacted" });
      if (init?.method === "POST") return jsonResponse(201, note);
      if (String(input) === "/api/leads/summary") return jsonResponse(200, pipelineSummary({ inquiries: { total: 1, overdue: 0 } }));
      return jsonResponse(200, String(input) === "/api/contact/2" ? { lead, notes: [], history: [] } : leadPage([lead]));
    });
    const { user, history } = renderDashboard();
    await user.click(screen.getByRole("button", { name: "Open lead from Newest Person" }));
    expect(history.at(-1)).toBe("/admin?lead=2");
    expect(await screen.findByRole("heading", { level: 2, name: "Newest Person" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Call 0491 570 006" })).toHaveAttribute("href", "tel:0491570006");

    await user.selectOptions(screen.getByRole("combobox", { name: "Status" }), "contacted");
    await user.click(screen.getByRole("button", { name: "Save status" }));
    expect(await screen.findByText("Status saved")).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledWith(
      "/api/contact/2",
      expect.objectContaining({ method: "PATCH", body: JSON.stringify({ status: "contacted" }) }),
    );

    await user.click(screen.getByRole("button", { name: "Add note" }));
    expect(screen.getByText("Please write a note")).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: "Note" }), "Called, booked visit Tue 9am");
    await user.click(screen.getByRole("button", { name: "Add note" }));
    expect(await screen.findByText("Note added")).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledWith(
      "/api/contact/2/notes",
      expect.objectContaining({ method: "POST", body: JSON.stringify({ body: "Called, booked visit Tue 9am" }) }),
    );
    expect(screen.getByRole("textbox", { name: "Note" })).toHaveValue("");
  });

  it("asks for a lost reason before saving Lost, and offers the quote value for Quoted", async () => {
    const lead = inquiry(2, "2026-11-21T04:05:00.000Z", "Newest Person");
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(async () => jsonResponse(200, { lead, notes: [], history: [] }));
    const { user } = renderDashboard({ path: "/admin?lead=2" });
    await user.selectOptions(await screen.findByRole("combobox", { name: "Status" }), "lost");
    await user.click(screen.getByRole("button", { name: "Save status" }));
    expect(screen.getByText("Please choose why the lead was lost")).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalledWith("/api/contact/2", expect.objectContaining({ method: "PATCH" }));
    expect(screen.queryByLabelText("Quote value (A$)")).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole("combobox", { name: "Status" }), "quoted");
    expect(screen.getByLabelText("Quote value (A$)")).toBeInTheDocument();
    expect(screen.queryByLabelText("Reason lost")).not.toBeInTheDocument();
  });

  it("lists ad leads with their service label, message and response time", async () => {
    const { user } = renderDashboard();
    await user.click(screen.getByRole("tab", { name: /Ad Leads/ }));
    const row = within(listTable()).getAllByRole("row")[1]!;
    expect(row).toHaveTextContent("Ada Lead");
    expect(within(row).getByText("Both")).toBeInTheDocument();
    expect(within(row).getByText("Contacted")).toBeInTheDocument();
    expect(within(row).getByText("Responded in 2 h 30 min")).toBeInTheDocument();
    expect(within(row).getByText("Need a wall and a fence.")).toBeInTheDocument();
    expect(within(row).getByText("01/10/2026, 10:00 am")).toBeInTheDocument();
  });

  it("offers the actions each state allows, with reasons and flags, and shows unknown statuses as plain text", () => {
    const queryClient = seeded();
    queryClient.setQueryData(ADMIN_QUERY_KEYS.reviews, [
      review(1, "approved", "Amy Approved"),
      { ...review(2, "pending", "Pat Pending"), containsLinks: true, duplicateOfId: 1 },
      review(3, "hidden", "Hal Hidden"),
      { ...review(4, "rejected", "Rex Rejected"), moderationReason: "spam" },
      { ...review(5, "unpublished", "Una Unpublished"), moderationReason: "other", moderationNote: "Asked by the reviewer" },
    ]);
    renderDashboard({ queryClient, path: "/admin?tab=reviews" });
    const rows = within(listTable()).getAllByRole("row").slice(1);
    const names = rows.map((row) => within(row).getAllByRole("cell")[1]!.textContent);
    expect(names).toEqual(["Una Unpublished", "Rex Rejected", "Hal Hidden", "Pat Pending", "Amy Approved"]);
    const row = (name: string) => rows[names.indexOf(name)]!;
    const actions = (name: string) =>
      within(row(name))
        .getAllByRole("button")
        .map((button) => button.textContent)
        .filter((text) => text !== "Show more");
    expect(actions("Pat Pending")).toEqual(["Approve", "Reject", "Reply & history"]);
    expect(actions("Amy Approved")).toEqual(["Unpublish", "Reply & history"]);
    expect(actions("Una Unpublished")).toEqual(["Republish", "Reply & history"]);
    expect(actions("Rex Rejected")).toEqual(["Reply & history"]);
    expect(actions("Hal Hidden")).toEqual(["Reply & history"]);
    expect(within(row("Pat Pending")).getByText("Pending")).toBeInTheDocument();
    expect(within(row("Pat Pending")).getByText("Contains links")).toBeInTheDocument();
    expect(within(row("Pat Pending")).getByText("Duplicate of #1")).toBeInTheDocument();
    expect(within(row("Rex Rejected")).getByText("Spam or advertising")).toBeInTheDocument();
    expect(within(row("Una Unpublished")).getByText("Other: Asked by the reviewer")).toBeInTheDocument();
    expect(within(row("Amy Approved")).getByText("General")).toBeInTheDocument();
    expect(within(row("Hal Hidden")).getByText("hidden")).toBeInTheDocument();
  });

  it("approves a review, says so and refreshes the review lists", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(async (_input, init) => {
      if (init?.method === "PATCH") return jsonResponse(200, review(2, "approved", "Pat Pending"));
      return jsonResponse(200, [review(2, "approved", "Pat Pending")]);
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
    vi.spyOn(globalThis, "fetch").mockResolvedValue(jsonResponse(500, { message: "Something went wrong" }));
    const { user } = renderDashboard({ path: "/admin?tab=reviews" });
    await user.click(screen.getByRole("button", { name: "Approve review by Pat Pending" }));
    expect(await screen.findByText("Failed to approve review. Please try again.")).toBeInTheDocument();
    expect(screen.getByText("Error")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Approve review by Pat Pending" })).toBeEnabled();
  });

  it("shows the Error Loading Data page when a list request fails", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input) =>
      String(input) === "/api/leads/summary" ? jsonResponse(500, { message: "Something went wrong" }) : jsonResponse(200, []),
    );
    renderDashboard({ queryClient: createQueryClient() });
    expect(await screen.findByRole("heading", { level: 1, name: "Error Loading Data" })).toBeInTheDocument();
    expect(screen.getByText("Unable to load admin data. Please try again later.")).toBeInTheDocument();
    expect(screen.queryByRole("tab")).not.toBeInTheDocument();
  });

  it("reports an ended session instead of showing broken tables when a list answers 401", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(async () => jsonResponse(401, { message: "Authentication required" }));
    const queryClient = createQueryClient();
    const { history } = renderDashboard({ queryClient, path: "/admin?tab=ga-leads&status=new" });
    expect(await screen.findByText("Session ended")).toBeInTheDocument();
    expect(history!.at(-1)).toBe(`/login?session=ended&next=${encodeURIComponent("/admin?tab=ga-leads&status=new")}`);
    expect(screen.queryByText("Error Loading Data")).not.toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });
});
