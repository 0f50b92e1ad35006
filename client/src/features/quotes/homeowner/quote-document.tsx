import { CONSUMER_BUILDING_GUIDE_URL, STATUTORY_WARRANTIES_NOTICE, WITHDRAWAL_NOTICE } from "@shared/quotes/quote-law";
import { formatDay } from "@shared/calendar/day-format";
import { formatCents } from "@shared/quotes/quote-math";
import type { QuotePageView } from "@shared/quotes/quote-views";
import type { ReactNode } from "react";
import { QuoteTotalsList } from "@/components/quote-totals-list";
import { DocumentFrame } from "@/components/homeowner-document/document-frame";
import { DocumentLines } from "@/components/homeowner-document/document-lines";

const sectionTitle = "text-base font-semibold text-ink print:text-sm";

function QuoteSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * What the quote says, as the homeowner reads it and prints it: the contractor, the work, the lines and the
 * money, the payments, the dates, and the notices the law asks for at its level (shared/quotes/quote-law.ts).
 */
export function QuoteDocument({ view }: { view: QuotePageView }) {
  const { version } = view;
  const { contractor } = version;
  const regulated = version.level !== "small";
  const levelTwo = version.level === "level-two";
  return (
    <DocumentFrame
      titleId="quote-title"
      tradingName={contractor.tradingName}
      licenceLine={`${contractor.licensedName} · ${contractor.qbccLicence}`}
      contacts={[contractor.phone, contractor.email, contractor.address]}
      title={`Quote ${view.reference}`}
      meta={[
        `Version ${version.version}`,
        version.sentAt && `Issued ${formatDay(new Date(version.sentAt))}`,
        version.expiresAt && `Valid until ${formatDay(new Date(version.expiresAt))}`,
      ]}
    >
      <p className="text-base text-ink">
        Prepared for <span className="font-semibold">{view.homeowner}</span>
      </p>

      <QuoteSection id="quote-scope" title="Scope of work">
        <p className="mt-1 whitespace-pre-line text-base text-ink">{version.scope}</p>
        {version.exclusions && (
          <>
            <h3 className="mt-4 text-sm font-semibold text-ink">Not included</h3>
            <p className="mt-1 whitespace-pre-line text-sm text-ink-muted">{version.exclusions}</p>
          </>
        )}
      </QuoteSection>

      <QuoteSection id="quote-lines" title="Price">
        <DocumentLines
          lines={version.lines.map((line) => ({
            ...line,
            detail: `${line.quantity} ${line.unit} × ${formatCents(line.unitPriceCents)}`,
          }))}
        />
        <QuoteTotalsList totals={version} className="mt-3 ml-auto max-w-xs text-base" totalClassName="text-lg" />
      </QuoteSection>

      <QuoteSection id="quote-payments" title="Payments">
        <ul className="mt-1 grid gap-1 text-base text-ink">
          <li>
            Deposit ({version.depositPercent}%) on signing:{" "}
            <span className="font-semibold tabular-nums">{formatCents(version.depositCents)}</span>
          </li>
          {version.stages.map((stage, i) => (
            <li key={i}>
              {stage.description}: <span className="font-semibold tabular-nums">{formatCents(stage.amountCents)}</span>
            </li>
          ))}
          {version.stages.length === 0 && <li>The balance of {formatCents(version.totalCents - version.depositCents)} on completion.</li>}
        </ul>
      </QuoteSection>

      <QuoteSection id="quote-dates" title="Dates">
        <dl className="mt-1 grid gap-1 text-base text-ink">
          {(levelTwo || version.startDate) && (
            <div>
              <dt className="inline">Estimated start: </dt>
              <dd className="inline font-semibold">{version.startDate ? formatDay(version.startDate) : "to be agreed"}</dd>
            </div>
          )}
          <div>
            <dt className="inline">Practical completion: </dt>
            <dd className="inline font-semibold">{version.completionDate ? formatDay(version.completionDate) : "to be agreed"}</dd>
          </div>
        </dl>
      </QuoteSection>

      {regulated && (
        <section aria-labelledby="quote-withdraw" className="rounded-lg border-2 border-brand-700 p-4 print:break-inside-avoid">
          <h2 id="quote-withdraw" className="text-base font-bold text-brand-800">
            {WITHDRAWAL_NOTICE.title}
          </h2>
          <p className="mt-1 text-base font-semibold text-ink">{WITHDRAWAL_NOTICE.text}</p>
          {view.coolingOffEnds && (
            <p className="mt-2 text-base text-ink">
              {version.accepted
                ? "Your cooling-off period ends at the end of "
                : "If you accept today, your cooling-off period ends at the end of "}
              <strong>{formatDay(view.coolingOffEnds)}</strong>.
            </p>
          )}
        </section>
      )}

      {levelTwo && (
        <section aria-labelledby="quote-warranties" className="print:break-inside-avoid">
          <h2 id="quote-warranties" className={sectionTitle}>
            {STATUTORY_WARRANTIES_NOTICE.title}
          </h2>
          <p className="mt-1 text-sm text-ink">{STATUTORY_WARRANTIES_NOTICE.text}</p>
          <p className="mt-3 text-sm text-ink">
            Before you accept, please read the{" "}
            <a href={CONSUMER_BUILDING_GUIDE_URL} className="font-semibold text-brand-700 underline">
              QBCC Consumer Building Guide
            </a>
            <span className="hidden print:inline"> ({CONSUMER_BUILDING_GUIDE_URL})</span>.
          </p>
        </section>
      )}

      {version.accepted && (
        <section aria-labelledby="quote-accepted" className="rounded-lg bg-green-50 p-4 ring-1 ring-green-200">
          <h2 id="quote-accepted" className="text-base font-semibold text-green-900">
            Accepted
          </h2>
          <p className="mt-1 text-sm text-green-900">
            Accepted online by {version.accepted.name} on {formatDay(new Date(version.accepted.at))}.
          </p>
          {version.contentHash && <p className="mt-1 break-all font-mono text-xs text-green-900">SHA-256 {version.contentHash}</p>}
        </section>
      )}
    </DocumentFrame>
  );
}
