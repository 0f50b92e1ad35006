import type { Attribution, AttributionKey } from "@shared/attribution";

const LABELS: Record<AttributionKey, string> = {
  gclid: "Google click id (gclid)",
  gbraid: "gbraid",
  wbraid: "wbraid",
  utmSource: "Source",
  utmMedium: "Medium",
  utmCampaign: "Campaign",
  utmTerm: "Keyword",
  utmContent: "Ad content",
  landingPage: "Landing page",
  referrer: "Referrer",
};

/** One line for the list: "Google Ads · walls", "google / cpc", a referring site, or "Direct". */
function summary(a: Attribution): string {
  const origin = a.gclid || a.gbraid || a.wbraid ? "Google Ads" : [a.utmSource, a.utmMedium].filter(Boolean).join(" / ");
  const referrerHost = a.referrer ? safeHost(a.referrer) : null;
  return [origin || referrerHost || "Direct", a.utmCampaign].filter(Boolean).join(" · ");
}

function safeHost(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

/** Where a lead came from: a summary, and every value kept behind a native disclosure. */
export function AttributionDetails({ attribution }: { attribution: Attribution | null | undefined }) {
  const known = attribution ? (Object.keys(LABELS) as AttributionKey[]).filter((key) => attribution[key]) : [];
  if (!attribution || known.length === 0) return <span className="text-ink-muted">Unknown</span>;
  return (
    <details className="group max-w-xs">
      <summary className="cursor-pointer rounded text-brand-700 underline-offset-2 hover:underline">{summary(attribution)}</summary>
      <dl className="mt-2 grid gap-1 text-xs">
        {known.map((key) => (
          <div key={key}>
            <dt className="text-ink-muted">{LABELS[key]}</dt>
            <dd className="font-mono break-all text-ink">{attribution[key]}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
