import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EMPTY_ATTRIBUTION } from "@shared/attribution";
import { dismissToast } from "@/components/ui/use-toast";
import { createQueryClient } from "@/lib/query-client";
import { renderWithProviders } from "@/test/render";
import { leadListQuerySchema } from "@shared/leads/lead-desk-validation";
import { adLeadRow, inquiryRow, leadPage, pipelineSummary, reviewRow } from "@/test/lead-desk-fixtures";
import { ADMIN_QUERY_KEYS } from "@/features/reviews";
import { leadPageKey, PIPELINE_SUMMARY_KEY } from "@/features/leads";
import { AdminDashboard } from "./admin-dashboard";

const inquiry = inquiryRow;
const adLead = adLeadRow;

const spamReview = reviewRow(9, {
  name: "Bot Review",
  location: "Nowhere",
  rating: 5,
  reviewText: "cheap pills",
  createdAt: "2026-11-01T00:00:00.000Z",
  isSpam: true,
  spamReason: "Hidden field filled in",
});

const firstPage = leadListQuerySchema.parse({});
const spamPage = { ...firstPage, spam: true };

function seeded() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(
    PIPELINE_SUMMARY_KEY,
    pipelineSummary({ inquiries: { total: 1, overdue: 0, spam: 1 }, "ga-leads": { total: 1, overdue: 0, spam: 1 } }),
  );
  queryClient.setQueryData(leadPageKey("inquiries", firstPage), leadPage([inquiry(1, { belowMinimum: true, outsideServiceArea: true })]));
  queryClient.setQueryData(
    leadPageKey("inquiries", spamPage),
    leadPage([inquiry(2, { isSpam: true, spamReason: "Sent 0.4 s after the form was shown" })]),
  );
  queryClient.setQueryData(
    leadPageKey("ga-leads", firstPage),
    leadPage([
      adLead(1, {
        attribution: {
          ...EMPTY_ATTRIBUTION,
          gclid: "TEST",
          utmSource: "google",
          utmCampaign: "walls",
          landingPage: "/GA-Enquiry?gclid=TEST",
        },
      }),
    ]),
  );
  queryClient.setQueryData(leadPageKey("ga-leads", spamPage), leadPage([adLead(2, { isSpam: true, spamReason: "3 links" })]));
  queryClient.setQueryData(ADMIN_QUERY_KEYS.reviews, [spamReview]);
  return queryClient;
}

const renderDashboard = (path = "/admin") =>
  renderWithProviders(<AdminDashboard username="office" enabled onLogout={() => {}} loggingOut={false} />, {
    queryClient: seeded(),
    path,
  });

/** the lead or review list (the pipeline summary above it has a table too) */
const listTable = () => screen.getByRole("table", { name: /first$/ });

afterEach(() => {
  vi.restoreAllMocks();
  act(() => dismissToast());
});

describe("lead screening in /admin", () => {
  it("shows the rule flags on a lead and keeps spam behind the Spam filter", async () => {
    const { user } = renderDashboard();
    expect(screen.getByRole("tab", { name: /Reviews/ })).toHaveTextContent("Reviews0");
    expect(screen.queryByText("Person 2")).not.toBeInTheDocument();
    const row = within(listTable()).getAllByRole("row")[1]!;
    expect(within(row).getByText("Below minimum")).toBeInTheDocument();
    expect(within(row).getByText("Outside service area")).toBeInTheDocument();

    const spamToggle = within(screen.getByRole("tabpanel")).getByRole("button", { name: "Spam (1)" });
    expect(spamToggle).toHaveAttribute("aria-pressed", "false");
    await user.click(spamToggle);
    expect(await screen.findByText("Person 2")).toBeInTheDocument();
    expect(within(screen.getByRole("tabpanel")).getByRole("button", { name: "Spam (1)" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.queryByText("Person 1")).not.toBeInTheDocument();
    expect(screen.getByText("Sent 0.4 s after the form was shown")).toBeInTheDocument();
  });

  it("shows where an ad lead came from", async () => {
    const { user } = renderDashboard("/admin?tab=ga-leads");
    const summary = screen.getByText("Google Ads · walls");
    await user.click(summary);
    const details = summary.closest("details")!;
    expect(within(details).getByText("TEST")).toBeVisible();
    expect(within(details).getByText("/GA-Enquiry?gclid=TEST")).toBeVisible();
  });

  it("restores a spam lead with Not spam", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(async (url) => {
      const path = String(url);
      const body = path.endsWith("/not-spam")
        ? adLead(2)
        : path === "/api/leads/summary"
          ? pipelineSummary()
          : leadPage([adLead(1), adLead(2)]);
      return new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });
    });
    const { user } = renderDashboard("/admin?tab=ga-leads&spam=true");
    await user.click(screen.getByRole("button", { name: "Not spam: restore Ad 2" }));
    const notSpamCall = fetchSpy.mock.calls.find(([url]) => String(url).endsWith("/not-spam"));
    expect(notSpamCall?.[0]).toBe("/api/ga-leads/2/not-spam");
    expect(notSpamCall?.[1]).toMatchObject({ method: "PATCH" });
    expect(await screen.findByText("Marked as not spam")).toBeInTheDocument();
  });

  it("offers Not spam instead of Approve on a spam review", async () => {
    const { user } = renderDashboard("/admin?tab=reviews");
    await user.click(screen.getByRole("button", { name: /Spam \(1\)/ }));
    expect(screen.getByRole("button", { name: "Not spam: restore Bot Review" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Approve review/ })).not.toBeInTheDocument();
  });
});
