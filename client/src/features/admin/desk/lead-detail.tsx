import { ArrowLeft } from "lucide-react";
import { ApiError, isSessionEnded } from "@/lib/api-client";
import {
  LeadContactActions,
  LeadDelete,
  LeadFacts,
  LeadHistory,
  LeadLinks,
  LeadNotes,
  type LeadRow,
  LeadSitePhotos,
  LeadStatusForm,
  LeadSummaryHeader,
  type LeadView,
  useLeadDetail,
  useMarkLeadOpened,
} from "@/features/leads";
import { LeadTexts } from "@/features/texts";
import { LeadVisit } from "@/features/visits";
import { JobCompletion, LeadJob } from "@/features/jobs";
import { LeadQuote } from "@/features/quotes";
import { LeadInvoices } from "@/features/invoices";
import { ESTIMATE_SOURCE } from "@shared/estimates/estimate-lead";
import { LeadEstimate } from "@/features/estimates";
import { LeadPushes } from "@/features/push";

interface LeadDetailProps<Row extends LeadRow> {
  view: LeadView<Row>;
  id: number;
  onBack: () => void;
}

const backButton =
  "inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 hover:text-brand-800";

/**
 * One open lead, phone first: who and how to call at the top, then status and notes within a thumb's
 * reach, then the facts and the history. Each part is its own section component; a feature that adds
 * to the lead (email state, attribution, spam flag) adds one more section to the lists below.
 */
export function LeadDetail<Row extends LeadRow>({ view, id, onBack }: LeadDetailProps<Row>) {
  const detail = useLeadDetail(view.kind, id);
  useMarkLeadOpened(view.kind, id, detail.isSuccess);
  // a 401 is the session handler's: it shows the notice and goes to /login
  const sessionEnded = isSessionEnded(detail.error);

  const back = (
    <button type="button" onClick={onBack} className={backButton}>
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      Back to {view.noun.toLowerCase()}
    </button>
  );

  if (detail.isPending || sessionEnded) {
    return (
      <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200" aria-busy="true">
        {back}
        <p role="status" className="px-2 py-10 text-center text-sm text-ink-muted">
          Loading lead...
        </p>
      </div>
    );
  }
  if (detail.isError) {
    const missing = detail.error instanceof ApiError && detail.error.status === 404;
    return (
      <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
        {back}
        <p role="alert" className="px-2 py-10 text-center text-sm text-ink">
          {missing
            ? "This lead was not found. It may have been removed, or the link is wrong."
            : "Unable to load this lead. Please try again."}
        </p>
      </div>
    );
  }

  const { lead, notes, history, visit, quote, pushes = [], estimate = null, jobId = null, smsConsent = null, texts = [] } = detail.data;
  const row = lead as Row;
  return (
    <article aria-labelledby={`lead-${id}-name`} className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-gray-200">
      <div className="border-b border-gray-200 px-2 py-2 sm:px-3">{back}</div>
      <LeadSummaryHeader kind={view.kind} lead={lead} headingId={`lead-${id}-name`} source={estimate ? ESTIMATE_SOURCE : undefined} />
      <LeadContactActions lead={lead} />
      <div className="grid gap-x-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
        <div className="divide-y divide-gray-200 border-t border-gray-200">
          <LeadStatusForm key={`${lead.status}-${lead.quoteValue}-${lead.lostReason}`} kind={view.kind} lead={lead} />
          <JobCompletion kind={view.kind} leadId={id} status={lead.status} completedAt={lead.completedAt} />
          <LeadEstimate estimate={estimate} />
          <LeadQuote reference={lead.reference} quote={quote} />
          <LeadJob leadId={id} jobId={jobId} won={lead.status === "won"} />
          <LeadInvoices reference={lead.reference} won={lead.status === "won"} />
          <LeadNotes kind={view.kind} leadId={id} notes={notes} />
          <LeadTexts kind={view.kind} leadId={id} consent={smsConsent} texts={texts} />
        </div>
        <div className="divide-y divide-gray-200 border-t border-gray-200 lg:border-l">
          <LeadVisit
            kind={view.kind}
            leadId={id}
            visit={visit}
            location={"location" in lead ? lead.location : null}
            closed={lead.status === "won" || lead.status === "lost"}
          />
          <LeadSitePhotos kind={view.kind} leadId={id} photos={lead.photos ?? []} />
          <LeadFacts facts={view.facts.map((fact) => ({ label: fact.label, value: fact.value(row) }))} />
          <LeadPushes pushes={pushes} />
          <LeadLinks reference={lead.reference} hasQuote={quote !== null && quote !== undefined} hasJob={jobId !== null} />
          <LeadHistory history={history} receivedAt={lead.createdAt} />
          <LeadDelete kind={view.kind} leadId={id} reference={lead.reference} onDeleted={onBack} />
        </div>
      </div>
    </article>
  );
}
