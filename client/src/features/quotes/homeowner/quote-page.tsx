import { FileDown, FileText, Phone } from "lucide-react";
import { formatDay } from "@shared/calendar/day-format";
import type { QuotePageView } from "@shared/quotes/quote-views";
import { useBusiness } from "@/lib/client-config";
import { QuoteAnswer } from "./quote-answer";
import { QuoteDocument } from "./quote-document";

const secondaryButton =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-lg border border-gray-300 bg-white px-5 py-3 text-base font-semibold text-ink shadow-sm hover:bg-gray-50";

/**
 * /quote/<token>: the homeowner's quote, rendered whole on the server. It prints on A4 as the document alone
 * (the forms and links are screen-only), and its PDF holds the same content.
 */
export function QuotePage({ view }: { view: QuotePageView }) {
  const business = useBusiness();
  return (
    <div className="min-h-screen bg-gray-50 py-6 sm:py-10 print:bg-white print:py-0">
      <main className="mx-auto max-w-3xl px-4 sm:px-6 print:max-w-none print:px-0">
        {view.notice && (
          <p
            role={view.notice.tone === "error" ? "alert" : "status"}
            className={`mb-6 rounded-lg border px-4 py-3 text-base print:hidden ${
              view.notice.tone === "error" ? "border-red-200 bg-red-50 text-red-800" : "border-green-200 bg-green-50 text-green-900"
            }`}
          >
            {view.notice.text}
          </p>
        )}
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

        <div className="mt-4 flex flex-col gap-3 sm:flex-row print:hidden">
          <a href={`${view.path}/pdf`} className={secondaryButton}>
            <FileDown aria-hidden="true" className="h-5 w-5" />
            Download PDF
          </a>
          {view.neighbourLetter && (
            <a href={`${view.path}/neighbour-letter.pdf`} className={secondaryButton}>
              <FileText aria-hidden="true" className="h-5 w-5" />A letter for your neighbour, with this quote
            </a>
          )}
          <a href={`tel:${business.phone.e164}`} className={secondaryButton}>
            <Phone aria-hidden="true" className="h-5 w-5" />
            Questions? Call {business.phone.display}
          </a>
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
