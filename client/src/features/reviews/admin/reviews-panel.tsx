import { MessageSquareText } from "lucide-react";
import { useCallback, useMemo, useState } from "react";
import { ADMIN_REVIEW_TEXT_LIMIT } from "@shared/constants";
import type { ReviewRow } from "../api/staff-reviews";
import { newestFirst } from "@/lib/newest-first";
import { DateTime } from "@/components/staff/date-time";
import { ExpandableText } from "@/components/staff/expandable-text";
import { ListEmpty, ListPager, ListSearch } from "@/components/staff/list-controls";
import { LeadFlags } from "@/components/staff/submission-flags";
import { NotSpamButton } from "@/components/staff/not-spam-button";
import { useMarkReviewNotSpam } from "../api/use-mark-review-not-spam";
import { PanelFrame } from "@/components/staff/panel-frame";
import { type Column, numberAndDate, RecordList } from "@/components/staff/record-list";
import { ReviewActions } from "./review-actions";
import { ReviewReplyPreview } from "./review-reply-preview";
import { ReviewStatus } from "./review-status";
import { SpamToggle, useSpamFilter } from "@/components/staff/spam-filter";
import { StarRating } from "./star-rating";
import { byStatus, StatusFilter, type StatusFilterValue } from "./status-filter";
import { usePagedSearch } from "@/components/staff/use-paged-search";

/** "Not spam" on a review the spam rules caught; each row owns its request. */
function ReviewNotSpamButton({ id, name }: { id: number; name: string }) {
  const restore = useMarkReviewNotSpam();
  return <NotSpamButton name={name} restore={{ mutate: () => restore.mutate(id), isPending: restore.isPending }} />;
}

/** The reviewer, and "Verified customer" for a review sent from a completed job's link. */
function ReviewerName({ row }: { row: ReviewRow }) {
  return (
    <>
      <span className="font-medium">{row.name}</span>
      {row.verified && <span className="block text-xs font-semibold text-brand-700">✓ Verified customer</span>}
    </>
  );
}

/** Every review with its state, reason and flags; the actions its state allows, its reply and history. */
export function ReviewsPanel({ reviews }: { reviews: readonly ReviewRow[] }) {
  const [status, setStatus] = useState<StatusFilterValue>("all");
  const spam = useSpamFilter(reviews);
  const sorted = useMemo(() => newestFirst(spam.rows), [spam.rows]);
  const filtered = useMemo(() => sorted.filter(byStatus(status)), [sorted, status]);
  const searchable = useCallback((row: ReviewRow) => [row.id, row.name, row.location, row.service, row.reviewText], []);
  const paging = usePagedSearch(filtered, searchable);

  const action = (row: ReviewRow, stacked = false) =>
    row.isSpam ? <ReviewNotSpamButton id={row.id} name={row.name} /> : <ReviewActions review={row} stacked={stacked} />;

  const columns: Column<ReviewRow>[] = [
    {
      header: "ID",
      cell: (row) => `#${row.id}`,
      stickyLeft: "left-0",
      className: "w-16 min-w-16 whitespace-nowrap text-ink-muted",
      hideInCard: true,
    },
    {
      header: "Name",
      cell: (row) => <ReviewerName row={row} />,
      stickyLeft: "left-16",
      className: "min-w-32 shadow-[inset_-1px_0_0_var(--color-gray-200)]",
      hideInCard: true,
    },
    { header: "Location", cell: (row) => row.location, className: "min-w-28" },
    { header: "Rating", cell: (row) => <StarRating rating={row.rating} /> },
    {
      header: "Review",
      cell: (row) => (
        <>
          <ExpandableText text={row.reviewText} limit={ADMIN_REVIEW_TEXT_LIMIT} />
          {row.reply && <ReviewReplyPreview reply={row.reply} />}
        </>
      ),
      className: "min-w-64 max-w-md",
    },
    { header: "Service", cell: (row) => row.service || "General", className: "min-w-32" },
    { header: "Status", cell: (row) => (row.isSpam ? <LeadFlags row={row} /> : <ReviewStatus review={row} />), className: "min-w-32" },
    { header: "Submitted", cell: (row) => <DateTime value={row.createdAt} />, hideInCard: true },
    { header: "Action", cell: (row) => action(row, true), className: "w-48 min-w-48 [&_button]:whitespace-nowrap", hideInCard: true },
  ];

  const icon = <MessageSquareText aria-hidden="true" className="h-5 w-5" />;
  return (
    <PanelFrame title="Reviews" description="Publish every genuine review, whatever its rating. Decline one only for a listed reason.">
      {reviews.length === 0 ? (
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
            <SpamToggle filter={spam} onChange={() => paging.setPage(0)} />
          </ListSearch>
          {paging.matchingCount === 0 ? (
            <ListEmpty icon={icon} message={paging.query ? `No reviews match "${paging.query}".` : "No reviews with this status."} />
          ) : (
            <RecordList
              caption="Reviews, newest first"
              rows={paging.visible}
              columns={columns}
              rowKey={(row) => row.id}
              cardTitle={(row) => <ReviewerName row={row} />}
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
