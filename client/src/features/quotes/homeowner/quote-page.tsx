import { FileText } from "lucide-react";
import { formatDay } from "@shared/calendar/day-format";
import type { QuotePageView } from "@shared/quotes/quote-views";
import { DocumentActions, documentButton } from "@/components/homeowner-document/document-actions";
import { PageNotice } from "@/components/homeowner-document/page-notice";
import { QuoteAnswer } from "./quote-answer";
import { QuoteDocument } from "./quote-document";

/**
 * /quote/<token>: the homeowner's quote, rendered whole on the server. It prints on A4 as the document alone
 * (the forms and links are screen-only), and its PDF holds the same content.
 */
export function QuotePage({ view }: { view: QuotePageView }) {
  return (
    <div className="min-h-screen bg-gray-50 py-6 sm:py-10 print:bg-white print:py-0">
      <main className="mx-auto max-w-3xl px-4 sm:px-6 print:max-w-none print:px-0">
        <PageNotice notice={view.notice} className="mb-6" />
        {view.superseded.length > 0 && (
          <div className="mb-6 rounded-lg border border-gray-200 bg-white px-4 py-3 text-sm text-ink-muted print:hidden">
            <p className="font-medium text-ink">This is version {view.version.version}. It replaces:</p>
            <ul className="mt-1 list-disc pl-5">
              {view.superseded.map((earlier) => (
                <li key={earlier.version}>
                  Version {earlier.version}
                  {earlier.sentAt ? `, sent ${formatDay(new Date(earlier.sentAt))}` : ""} (superseded)
                </li>
              ))}
            </ul>
          </div>
        )}

        <QuoteDocument view={view} />

        <div className="mt-4">
          <DocumentActions pdfPath={`${view.path}/pdf`}>
            {view.neighbourLetter && (
              <a href={`${view.path}/neighbour-letter.pdf`} className={documentButton}>
                <FileText aria-hidden="true" className="h-5 w-5" />A letter for your neighbour, with this quote
              </a>
            )}
          </DocumentActions>
        </div>

        {view.closedBecause ? (
          <p role="status" className="mt-6 rounded-lg border border-gray-200 bg-white px-4 py-3 text-base text-ink print:hidden">
            {view.closedBecause}
          </p>
        ) : (
          <QuoteAnswer view={view} />
        )}
      </main>
    </div>
  );
}
