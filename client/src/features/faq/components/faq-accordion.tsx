import * as Accordion from "@radix-ui/react-accordion";
import { ChevronDown } from "lucide-react";
import type { FaqItem } from "@shared/content/faq";

/**
 * The questions as an accordion where each item opens and closes on its own, so a visitor can compare
 * several answers at once. Radix gives the buttons aria-expanded and aria-controls, and arrow-key
 * movement between questions.
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  return (
    <Accordion.Root type="multiple" className="divide-y divide-gray-200 rounded-xl bg-white shadow-sm ring-1 ring-gray-200">
      {items.map((item) => (
        <Accordion.Item key={item.id} value={item.id} id={item.id} className="group">
          <Accordion.Header asChild>
            <h3>
              <Accordion.Trigger className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-ink hover:bg-gray-50 sm:px-6 sm:text-lg">
                <span>{item.question}</span>
                <ChevronDown
                  aria-hidden="true"
                  className="h-5 w-5 shrink-0 text-brand-700 transition-transform duration-200 group-data-[state=open]:rotate-180"
                />
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content className="px-5 pb-5 text-base leading-relaxed text-ink-muted sm:px-6">
            <p>{item.answer}</p>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
