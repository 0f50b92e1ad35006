import { clsx } from "clsx";

export const NO_SOURCE = "Sample figure, no source";

/** "Source: Golf Australia, 2024", or that the figure is a built-in sample with no source. */
export function provenanceText(source: string | null | undefined, year?: number | string | null): string {
  if (!source?.trim()) return NO_SOURCE;
  return year ? `Source: ${source.trim()}, ${year}` : `Source: ${source.trim()}`;
}

/** The year of a stored date, for provenance. */
export const yearOf = (date: string) => new Date(date).getUTCFullYear();

/** Where a dashboard figure comes from, in small print under it. */
export function Provenance({
  source,
  year,
  className,
}: {
  source: string | null | undefined;
  year?: number | string | null;
  className?: string;
}) {
  return <p className={clsx("text-xs text-ink-muted", className)}>{provenanceText(source, year)}</p>;
}

/** The distinct provenances of the rows behind one figure, e.g. "Source: NGF, 2024; Sample figure, no source". */
export function listProvenance(rows: readonly { source: string | null; year?: number | string | null }[]): string {
  const texts = [...new Set(rows.map((row) => provenanceText(row.source, row.year)))];
  return texts.length ? texts.join("; ") : NO_SOURCE;
}
