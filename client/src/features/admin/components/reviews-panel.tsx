import { MessageSquareText } from "lucide-react";
import { useCallback, useMemo, useState } from "react";
import { ADMIN_REVIEW_TEXT_LIMIT } from "@shared/constants";
import { reviewStatus } from "@shared/schema";
import type { ReviewRow } from "../api/admin-lists";
import { newestFirst } from "../lib/newest-first";
import { ApproveReviewButton } from "./approve-review-button";
import { DateTime } from "./date-time";
import { ExpandableText } from "./expandable-text";
import { ListEmpty, ListPager, ListSearch } from "./list-controls";
import { PanelFrame } from "./panel-frame";
import { type Column, numberAndDate, RecordList } from "./record-list";
import { ReviewStatus } from "./review-status";
import { StarRating } from "./star-rating";
import { byStatus, StatusFilter, type StatusFilterValue } from "./status-filter";
import { usePagedSearch } from "./use-paged-search";

/** Every review with its status; pending ones can be approved, which publishes them. */
export function ReviewsPanel({ reviews, onSessionEnded }: { reviews: readonly ReviewRow[]; onSessionEnded: () => void }) {
  const [status, setStatus] = useState<StatusFilterValue>("all");
  const sorted = useMemo(() => newestFirst(reviews), [reviews]);
  const filtered = useMemo(() => sorted.filter(byStatus(status)), [sorted, status]);
  const searchable = useCallback((row: ReviewRow) => [row.id, row.name, row.location, row.service, row.reviewText], []);
  const paging = usePagedSearch(filtered, searchable);

  const action = (row: ReviewRow) =>
    row.isApproved === reviewStatus.pending ? <ApproveReviewButton reviewId={row.id} reviewerName={row.name} onSessionEnded={onSessionEnded} /> : null;

  const columns: Column<ReviewRow>[] = [
    { header: "ID", cell: (row) => `#${row.id}`, stickyLeft: "left-0", className: "w-16 min-w-16 whitespace-nowrap text-ink-muted", hideInCard: true },
    { header: "Name", cell: (row) => <span className="font-medium">{row.name}</span>, stickyLeft: "left-16", className: "min-w-32 shadow-[inset_-1px_0_0_var(--color-gray-200)]", hideInCard: true },
    { header: "Location", cell: (row) => row.location, className: "min-w-28" },
    { header: "Rating", cell: (row) => <StarRating rating={row.rating} /> },
    { header: "Review", cell: (row) => <ExpandableText text={row.reviewText} limit={ADMIN_REVIEW_TEXT_LIMIT} />, className: "min-w-64 max-w-md" },
    { header: "Service", cell: (row) => row.service || "General", className: "min-w-32" },
    { header: "Status", cell: (row) => <ReviewStatus status={row.isApproved} /> },
    { header: "Submitted", cell: (row) => <DateTime value={row.createdAt} />, hideInCard: true },
    { header: "Action", cell: action, className: "whitespace-nowrap", hideInCard: true },
  ];

  const icon = <MessageSquareText aria-hidden="true" className="h-5 w-5" />;
  return (
    <PanelFrame title="Reviews" description="Approve a pending review to publish it on the website.">
      {sorted.length === 0 ? (
        <ListEmpty icon={icon} message="No reviews yet. Reviews from the Share Your Experience page will appear here." />
      ) : (
        <>
          <ListSearch paging={paging} label="Search reviews" placeholder="Search reviews...">
            <StatusFilter
              reviews={sorted}
              value={status}
              onChange={(next) => {
                setStatus(next);
                paging.setPage(0);
              }}
            />
          </ListSearch>
          {paging.matchingCount === 0 ? (
            <ListEmpty icon={icon} message={paging.query ? `No reviews match "${paging.query}".` : "No reviews with this status."} />
          ) : (
            <RecordList
              caption="Reviews, newest first"
              rows={paging.visible}
              columns={columns}
              rowKey={(row) => row.id}
              cardTitle={(row) => row.name}
              cardMeta={numberAndDate}
              cardActions={action}
            />
          )}
          <ListPager paging={paging} noun="Reviews" />
        </>
      )}
    </PanelFrame>
  );
}
