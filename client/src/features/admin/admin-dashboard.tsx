import { type LeadKind } from "@shared/leads/lead-kinds";
import { reviewStatus } from "@shared/schema";
import type { AccountRole } from "@shared/auth/roles";
import { isSessionEnded } from "@/lib/api-client";
import { PendingReviewsNotice, ReviewsPanel, useAdminReviews } from "@/features/reviews";
import { EmailNotConfiguredBanner, PipelineSummaryPanel, useLeadFilters, useLeadPage, usePipelineSummary } from "@/features/leads";
import { adLeadsView, inquiriesView } from "./desk/lead-kind-views";
import { LeadsPanel } from "./desk/leads-panel";
import { AdminLoadError } from "@/components/staff/load-error";
import { AdminLoading } from "@/components/staff/loading";
import { AdminShell } from "./admin-shell";
import { AdminTabs, useAdminTab } from "./admin-tabs";
import { withoutSpam } from "@/components/staff/spam-filter";

interface AdminDashboardProps {
  username?: string;
  role?: AccountRole;
  /** the lists are requested only for a signed-in visitor */
  enabled: boolean;
  onLogout: () => void;
  loggingOut: boolean;
}

/** The staff dashboard: the pipeline at a glance, then the lead desk's two lists and the reviews. */
export function AdminDashboard({ username, role, enabled, onLogout, loggingOut }: AdminDashboardProps) {
  const [tab, setTab] = useAdminTab();
  const filters = useLeadFilters();
  const leadKind: LeadKind = tab === "ga-leads" ? "ga-leads" : "inquiries";
  const summary = usePipelineSummary(enabled);
  const reviews = useAdminReviews(enabled);
  // Only the open lead tab's page is requested; the other tab's count comes from the summary.
  const leads = useLeadPage(leadKind, filters.query, enabled && tab !== "reviews");
  const queries = tab === "reviews" ? [summary, reviews] : [summary, reviews, leads];
  // a 401 is the session handler's (the notice and /login), not a load error
  const sessionEnded = queries.some((query) => isSessionEnded(query.error));
  const retry = () => queries.filter((query) => query.isError).forEach((query) => void query.refetch());
  const failed = !sessionEnded && queries.some((query) => query.isError);
  const pendingCount = withoutSpam(reviews.data ?? []).filter((review) => review.isApproved === reviewStatus.pending).length;
  const loaded = summary.data && reviews.data && (tab === "reviews" || leads.data);
  const panel = (kind: LeadKind) => {
    if (!leads.data || kind !== leadKind) return null;
    return kind === "inquiries" ? (
      <LeadsPanel view={inquiriesView} page={leads.data} filters={filters} />
    ) : (
      <LeadsPanel view={adLeadsView} page={leads.data} filters={filters} />
    );
  };

  return (
    <AdminShell username={username} role={role} onLogout={onLogout} loggingOut={loggingOut}>
      {failed ? (
        <AdminLoadError onRetry={retry} />
      ) : (
        <>
          <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <div>
              <h1 className="text-2xl font-bold tracking-tight text-ink">Admin Dashboard</h1>
              <p className="mt-1 text-sm text-ink-muted">Customer inquiries, ad leads and reviews from the website.</p>
            </div>
            {pendingCount > 0 && tab !== "reviews" && <PendingReviewsNotice count={pendingCount} onOpen={() => setTab("reviews")} />}
          </div>
          <EmailNotConfiguredBanner enabled={enabled} />
          {loaded && summary.data && reviews.data ? (
            <>
              <PipelineSummaryPanel summary={summary.data} />
              <AdminTabs
                value={tab}
                onChange={setTab}
                items={[
                  {
                    value: "inquiries",
                    label: "Inquiries",
                    count: summary.data.kinds.inquiries.total,
                    overdue: summary.data.kinds.inquiries.overdue,
                    content: panel("inquiries"),
                  },
                  {
                    value: "ga-leads",
                    label: "Ad Leads",
                    count: summary.data.kinds["ga-leads"].total,
                    overdue: summary.data.kinds["ga-leads"].overdue,
                    content: panel("ga-leads"),
                  },
                  {
                    value: "reviews",
                    label: "Reviews",
                    count: pendingCount,
                    countLabel: "pending",
                    content: <ReviewsPanel reviews={reviews.data} />,
                  },
                ]}
              />
            </>
          ) : (
            <AdminLoading />
          )}
        </>
      )}
    </AdminShell>
  );
}
