import { AlertTriangle, CheckCircle2, FileText, Info, Phone } from "lucide-react";
import type { Estimate, EstimateFlag } from "@shared/estimates/estimate";
import { estimateRangeText } from "@shared/estimates/estimate-lead";
import { formatCents } from "@shared/quotes/quote-math";
import { useBusiness } from "@/lib/client-config";

interface EstimateResultProps {
  what: string;
  /** null while a field is missing or wrong */
  estimate: Estimate | null;
  /** the neighbour's letter, for a dividing fence */
  letterHref: string | null;
}

const FLAG_LOOK: Record<EstimateFlag["code"], { icon: typeof Info; className: string }> = {
  "needs-engineering": { icon: AlertTriangle, className: "border-amber-300 bg-amber-50 text-amber-950" },
  "combined-height": { icon: AlertTriangle, className: "border-amber-300 bg-amber-50 text-amber-950" },
  "outside-area": { icon: AlertTriangle, className: "border-amber-300 bg-amber-50 text-amber-950" },
  "too-large": { icon: Info, className: "border-brand-200 bg-brand-50 text-ink" },
  "pool-barrier": { icon: Info, className: "border-brand-200 bg-brand-50 text-ink" },
  exempt: { icon: CheckCircle2, className: "border-green-300 bg-green-50 text-green-950" },
};

function Flags({ flags }: { flags: readonly EstimateFlag[] }) {
  if (flags.length === 0) return null;
  return (
    <ul className="mt-5 space-y-2" aria-label="What Queensland's rules say">
      {flags.map((flag) => {
        const { icon: Icon, className } = FLAG_LOOK[flag.code];
        return (
          <li key={flag.code} className={`flex gap-2 rounded-md border p-3 text-sm leading-relaxed ${className}`}>
            <Icon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            <span>{flag.text}</span>
          </li>
        );
      })}
    </ul>
  );
}

function NeighbourShare({ share, letterHref }: { share: NonNullable<Estimate["neighbourShare"]>; letterHref: string | null }) {
  return (
    <div className="mt-5 rounded-md border border-gray-200 bg-white p-4">
      <h3 className="text-base font-bold text-ink">Your likely share: half</h3>
      <p className="mt-1 text-lg font-semibold tabular-nums text-brand-800">
        {formatCents(share.low)} to {formatCents(share.high)}
      </p>
      <p className="mt-2 text-sm leading-relaxed text-ink-muted">
        In Queensland, neighbours share the cost of a sufficient dividing fence equally (gates are yours alone, as a dividing fence needs
        none). Before work starts, you give your neighbour a notice to contribute with a quote, and they have one month to answer.
      </p>
      {letterHref && (
        <a
          href={letterHref}
          className="mt-3 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
        >
          <FileText aria-hidden="true" className="h-5 w-5" />A letter for your neighbour (PDF)
        </a>
      )}
    </div>
  );
}

/** The range (announced politely when it changes), Queensland's rules, the neighbour's half and the lines. */
export function EstimateResult({ what, estimate, letterHref }: EstimateResultProps) {
  const business = useBusiness();
  const range = estimate ? estimateRangeText(estimate) : null;
  const tooLarge = estimate !== null && range === null;
  const spoken = range ? `About ${range}` : tooLarge ? "Call us for a price" : "Answer the questions to see your price";
  return (
    <section aria-labelledby="estimate-result-title" className="rounded-2xl border border-brand-100 bg-brand-50/60 p-5 sm:p-6">
      <h2 id="estimate-result-title" className="text-sm font-semibold uppercase tracking-wider text-brand-700">
        Your {what} estimate
      </h2>
      <p aria-live="polite" aria-atomic="true" className="mt-2 text-3xl font-extrabold tabular-nums tracking-tight text-ink sm:text-4xl">
        {spoken}
      </p>
      {tooLarge && (
        <a
          href={`tel:${business.phone.e164}`}
          className="mt-4 inline-flex min-h-12 items-center gap-2 rounded-md bg-accent-400 px-5 font-semibold text-ink hover:bg-accent-500"
        >
          <Phone aria-hidden="true" className="h-5 w-5" />
          Call {business.phone.display}
        </a>
      )}
      {range && (
        <p className="mt-2 text-sm text-ink-muted">
          A guide from our current prices, not a quote: we confirm the price after a free site visit.
        </p>
      )}
      {estimate && <Flags flags={estimate.flags} />}
      {estimate?.neighbourShare && <NeighbourShare share={estimate.neighbourShare} letterHref={letterHref} />}
      {estimate && estimate.lines.length > 0 && (
        <div className="mt-5">
          <h3 className="text-base font-bold text-ink">What this includes</h3>
          <ul className="mt-2 divide-y divide-gray-200 text-sm">
            {estimate.lines.map((line) => (
              <li key={line.label} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
                <span className="text-ink">{line.label}</span>
                <span className="tabular-nums text-ink-muted">
                  {formatCents(line.low)} to {formatCents(line.high)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
