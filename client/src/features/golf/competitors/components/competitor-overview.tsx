import { CardSkeletons } from "../../components/card-skeletons";
import { ListError } from "../../components/list-error";
import type { GolfListState } from "../../lib/golf-list";
import type { CompetitorRow } from "../api/use-golf-competitors";
import { CompetitorSummary } from "./competitor-summary";
import { CompetitorTracker } from "./competitor-tracker";

export const COMPETITOR_SKELETON_COUNT = 3;

/** The summary cards and the filtered competitor cards, with the loading and error states. */
export function CompetitorOverview({ list, staff }: { list: GolfListState<CompetitorRow>; staff: boolean }) {
  if (list.isLoading) return <CardSkeletons count={COMPETITOR_SKELETON_COUNT} label="Loading competitors" />;
  if (list.isError) return <ListError what="competitors" onRetry={list.refetch} />;
  return (
    <>
      <CompetitorSummary competitors={list.rows} />
      <CompetitorTracker competitors={list.rows} isSample={list.isSample} staff={staff} />
    </>
  );
}
