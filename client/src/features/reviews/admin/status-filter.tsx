import { clsx } from "clsx";
import { reviewStatus } from "@shared/schema";
import type { ReviewRow } from "../api/staff-reviews";
import { ChoiceButtons } from "@/components/staff/choice-buttons";

export type StatusFilterValue = "all" | (typeof reviewStatus)[keyof typeof reviewStatus];

const choices: { value: StatusFilterValue; label: string }[] = [
  { value: "all", label: "All" },
  { value: reviewStatus.pending, label: "Pending" },
  { value: reviewStatus.approved, label: "Approved" },
  { value: reviewStatus.rejected, label: "Rejected" },
  { value: reviewStatus.unpublished, label: "Unpublished" },
];

export const byStatus = (filter: StatusFilterValue) => (row: ReviewRow) => filter === "all" || row.isApproved === filter;

/** All and each state, with its count; wraps on narrow screens. */
export function StatusFilter({
  reviews,
  value,
  onChange,
}: {
  reviews: readonly ReviewRow[];
  value: StatusFilterValue;
  onChange: (next: StatusFilterValue) => void;
}) {
  return (
    <ChoiceButtons
      label="Filter by status"
      choices={choices.map((choice) => ({
        value: choice.value,
        label: (
          <>
            {choice.label} <span className="tabular-nums">({reviews.filter(byStatus(choice.value)).length})</span>
          </>
        ),
      }))}
      value={value}
      onChange={onChange}
      className="inline-flex flex-wrap self-start rounded-lg bg-gray-100 p-1"
      buttonClassName={(pressed) =>
        clsx(
          "rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors",
          pressed ? "bg-white text-ink shadow-sm" : "text-ink-muted hover:text-ink",
        )
      }
    />
  );
}
