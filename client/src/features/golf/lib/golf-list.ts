import { useQuery } from "@tanstack/react-query";

/** When sample rows were written: the sample market data is of 2024 (shared/golf/sample-data.ts). */
export const SAMPLE_DATA_DATE = "2024-07-01T00:00:00.000Z";

export interface GolfListState<T> {
  /** the server's rows, or the built-in sample when the server has none */
  rows: T[];
  isSample: boolean;
  isLoading: boolean;
  isError: boolean;
  refetch: () => void;
}

/** Golf lists fall back to built-in sample data when the server returns an empty list (spec section 4). */
export function withSampleFallback<T>(rows: readonly T[] | undefined, sample: readonly T[]): { rows: T[]; isSample: boolean } {
  if (rows === undefined) return { rows: [], isSample: false };
  if (rows.length === 0) return { rows: [...sample], isSample: true };
  return { rows: [...rows], isSample: false };
}

/** Sample rows with the id and stamps a stored row has; negative ids never clash with the server's. */
export function toSampleRows<S, T>(sample: readonly S[], complete: (row: S, id: number) => T): T[] {
  return sample.map((row, index) => complete(row, -(index + 1)));
}

/** GETs a golf list (the query key is its path) and applies the sample fallback. */
export function useGolfList<T>(path: string, sample: readonly T[]): GolfListState<T> {
  const query = useQuery<T[]>({ queryKey: [path] });
  const { rows, isSample } = withSampleFallback(query.data, sample);
  return {
    rows,
    isSample,
    isLoading: query.isPending && !query.isError,
    isError: query.isError,
    refetch: () => void query.refetch(),
  };
}
