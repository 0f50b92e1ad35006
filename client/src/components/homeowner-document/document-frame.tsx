import type { ReactNode } from "react";

interface DocumentFrameProps {
  /** the id of the document's h1, which names the article */
  titleId: string;
  /** the trading name, large, as the letterhead */
  tradingName: string;
  /** the licensed name with the licence or ABN */
  licenceLine: ReactNode;
  contacts: readonly (string | null | undefined)[];
  title: ReactNode;
  /** the lines under the title: issued, due, valid until, the job's reference */
  meta: readonly (ReactNode | false | null | undefined)[];
  children: ReactNode;
}

/**
 * A document the business gives a homeowner (a quote, a tax invoice), as the page shows it and as it prints on A4:
 * the letterhead and the title side by side, then its body. The PDF of each is laid out the same (server/lib/homeowner-pdf.ts).
 */
export function DocumentFrame({ titleId, tradingName, licenceLine, contacts, title, meta, children }: DocumentFrameProps) {
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-xl bg-white shadow-sm ring-1 ring-gray-200 print:rounded-none print:shadow-none print:ring-0"
    >
      <header className="flex flex-col gap-4 border-b border-gray-200 p-5 sm:flex-row sm:items-start sm:justify-between sm:p-8 print:p-0 print:pb-4">
        <div>
          <p className="text-2xl font-bold text-brand-800">{tradingName}</p>
          <p className="mt-1 text-sm text-ink-muted">{licenceLine}</p>
          <p className="mt-1 text-sm text-ink-muted">{contacts.filter(Boolean).join(" · ")}</p>
        </div>
        <div className="sm:shrink-0 sm:text-right sm:whitespace-nowrap">
          <h1 id={titleId} className="text-xl font-bold text-ink">
            {title}
          </h1>
          {meta.filter(Boolean).map((line, i) => (
            <p key={i} className="text-sm text-ink-muted">
              {line}
            </p>
          ))}
        </div>
      </header>
      <div className="grid gap-6 p-5 sm:p-8 print:gap-4 print:p-0 print:pt-4">{children}</div>
    </article>
  );
}
