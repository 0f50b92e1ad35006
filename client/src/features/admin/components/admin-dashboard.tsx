import { useEffect } from "react";
import { reviewStatus } from "@shared/schema";
import { isSessionEnded, useAdminLists } from "../api/admin-lists";
import { AdLeadsPanel } from "./ad-leads-panel";
import { AdminLoadError } from "./admin-load-error";
import { AdminLoading } from "./admin-loading";
import { AdminShell } from "./admin-shell";
import { AdminTabs, useAdminTab } from "./admin-tabs";
import { InquiriesPanel } from "./inquiries-panel";
import { PendingReviewsNotice } from "./pending-reviews-notice";
import { ReviewsPanel } from "./reviews-panel";

interface AdminDashboardProps {
  username?: string;
  /** the lists are requested only for a signed-in visitor */
  enabled: boolean;
  onLogout: () => void;
  loggingOut: boolean;
  /** any staff request answered 401 */
  onSessionEnded: () => void;
}

/** The staff dashboard: data loading, load error or the three tabs with their lists. */
export function AdminDashboard({ username, enabled, onLogout, loggingOut, onSessionEnded }: AdminDashboardProps) {
  const { inquiries, adLeads, reviews } = useAdminLists(enabled);
  const [tab, setTab] = useAdminTab();
  const queries = [inquiries, adLeads, reviews];
  const sessionEnded = queries.some((query) => isSessionEnded(query.error));

  useEffect(() => {
    if (sessionEnded) onSessionEnded();
  }, [sessionEnded, onSessionEnded]);

  const retry = () => queries.filter((query) => query.isError).forEach((query) => void query.refetch());
  const failed = !sessionEnded && queries.some((query) => query.isError);
  const pendingCount = reviews.data?.filter((review) => review.isApproved === reviewStatus.pending).length ?? 0;

  return (
    <AdminShell username={username} onLogout={onLogout} loggingOut={loggingOut}>
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
            {inquiries.data && adLeads.data && reviews.data ? (
              <AdminTabs
                value={tab}
                onChange={setTab}
                items={[
                  { value: "inquiries", label: "Inquiries", count: inquiries.data.length, content: <InquiriesPanel inquiries={inquiries.data} /> },
                  { value: "ga-leads", label: "Ad Leads", count: adLeads.data.length, content: <AdLeadsPanel adLeads={adLeads.data} /> },
                  {
                    value: "reviews",
                    label: "Reviews",
                    count: reviews.data.length,
                    content: <ReviewsPanel reviews={reviews.data} onSessionEnded={onSessionEnded} />,
                  },
                ]}
              />
            ) : (
              <AdminLoading />
            )}
          </>
        )}
    </AdminShell>
  );
}
