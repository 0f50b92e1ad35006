import type { ReactNode } from "react";
import { SampleDataBadge } from "../../components/sample-data-badge";

/** A tab's heading for screen readers, an intro line and the sample-data notice when it applies. */
export function TabPanelHeader({
  title,
  intro,
  isSample,
  sampleOf,
}: {
  title: string;
  intro: ReactNode;
  isSample?: boolean;
  sampleOf: string;
}) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
      <h2 className="sr-only">{title}</h2>
      <p className="text-sm text-ink-muted">{intro}</p>
      {isSample && <SampleDataBadge what={sampleOf} />}
    </div>
  );
}
