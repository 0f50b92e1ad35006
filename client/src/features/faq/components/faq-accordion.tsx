import { ChevronDown } from "lucide-react";
import type { FaqItem } from "@shared/content/faq";

/**
 * The questions as native disclosure widgets (`<details>`): each opens and closes on its own, so a
 * visitor can compare several answers; the browser gives them keyboard and screen-reader support; they
 * work before (and without) the page's JavaScript, and every answer is in the HTML for search engines.
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="divide-y divide-gray-200 rounded-xl bg-white shadow-sm ring-1 ring-gray-200">
      {items.map((item) => (
        <details key={item.id} id={item.id} className="group">
          <summary className="flex w-full cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-ink hover:bg-gray-50 sm:px-6 sm:text-lg [&::-webkit-details-marker]:hidden">
            <h3>{item.question}</h3>
            <ChevronDown
              aria-hidden="true"
              className="h-5 w-5 shrink-0 text-brand-700 transition-transform duration-200 group-open:rotate-180 motion-reduce:transition-none"
            />
          </summary>
          <div className="px-5 pb-5 text-base leading-relaxed text-ink-muted sm:px-6">
            <p>{item.answer}</p>
          </div>
        </details>
      ))}
    </div>
  );
}
