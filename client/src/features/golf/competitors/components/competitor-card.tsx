import type { ReactNode } from "react";
import { Badge, type BadgeTone } from "../../components/badge";
import { ExternalLink } from "../../components/external-link";
import { CompanyCard } from "../../components/company-card";
import { formatPercent, formatRevenue } from "../../lib/golf-format";
import type { CompetitorRow } from "../api/use-golf-competitors";
import { segmentLabel } from "../competitor-rules";
import { CardFact } from "../../components/card-fact";

const SEGMENT_TONES: Record<string, BadgeTone> = { premium: "blue", "mid-range": "neutral", budget: "amber" };

export function CompetitorCard({ competitor, actions }: { competitor: CompetitorRow; actions?: ReactNode }) {
  return (
    <CompanyCard
      headingId={`competitor-${competitor.id}`}
      name={competitor.companyName}
      subtitle={
        <>
          {competitor.country}
          {competitor.specialization && (
            <>
              <span aria-hidden="true"> · </span>
              <span className="sr-only">, </span>
              {competitor.specialization}
            </>
          )}
        </>
      }
      aside={
        competitor.marketSegment && (
          <Badge tone={SEGMENT_TONES[competitor.marketSegment] ?? "neutral"}>{segmentLabel(competitor.marketSegment)}</Badge>
        )
      }
      actions={actions}
    >
      <dl className="mt-4 grid grid-cols-2 gap-3 rounded-md bg-slate-50 p-3">
        <div>
          <dt className="text-xs text-ink-muted">Est. revenue</dt>
          <dd className="mt-0.5 text-lg font-semibold tabular-nums text-ink">
            {competitor.estimatedRevenue === null ? "Not known" : formatRevenue(competitor.estimatedRevenue)}
          </dd>
        </div>
        <div className="text-right">
          <dt className="text-xs text-ink-muted">Market share</dt>
          <dd className="mt-0.5 text-lg font-semibold tabular-nums text-ink">
            {competitor.marketShare === null ? "Not known" : formatPercent(competitor.marketShare, { decimals: 2 })}
          </dd>
        </div>
      </dl>
      <dl className="mt-4 space-y-3">
        <CardFact layout="above" label="Strengths" value={competitor.strengths} />
        <CardFact layout="above" label="Weaknesses" value={competitor.weaknesses} />
        <CardFact layout="above" label="Pricing strategy" value={competitor.pricingStrategy} />
        <CardFact layout="above" label="Distribution" value={competitor.distributionChannels} />
      </dl>
      <div className="flex-1" />
      {competitor.website && (
        <div className="mt-4 border-t border-slate-100 pt-3 text-sm">
          <ExternalLink href={competitor.website} />
        </div>
      )}
    </CompanyCard>
  );
}
