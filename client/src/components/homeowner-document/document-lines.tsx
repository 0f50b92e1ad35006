import { formatCents } from "@shared/quotes/quote-math";

/** The lines of a quote or invoice: what each is, its quantity (and price), and its amount. */
export function DocumentLines({ lines }: { lines: readonly { description: string; detail: string; amountCents: number }[] }) {
  return (
    <ul className="mt-2 divide-y divide-gray-200 border-y border-gray-200">
      {lines.map((line, i) => (
        <li key={i} className="flex items-start justify-between gap-4 py-3 print:break-inside-avoid">
          <div className="min-w-0">
            <p className="text-base text-ink">{line.description}</p>
            <p className="text-sm text-ink-muted">{line.detail}</p>
          </div>
          <p className="shrink-0 text-base font-medium tabular-nums text-ink">{formatCents(line.amountCents)}</p>
        </li>
      ))}
    </ul>
  );
}
