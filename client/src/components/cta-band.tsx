import type { ReactNode } from "react";
import { CallButton, QuoteButton } from "./contact-actions";

interface CtaBandProps {
  id: string;
  title: string;
  text: ReactNode;
  /** the buttons: call and quote unless a page gives others */
  children?: ReactNode;
}

/** Closing call to action of a page: one question, one line, the buttons. */
export function CtaBand({ id, title, text, children }: CtaBandProps) {
  return (
    <section aria-labelledby={id} className="bg-brand-700 text-white">
      <div className="mx-auto max-w-content px-4 py-12 text-center sm:px-6 sm:py-16">
        <h2 id={id} className="text-2xl font-bold sm:text-3xl">
          {title}
        </h2>
        <div className="mx-auto mt-3 max-w-2xl text-brand-50">{text}</div>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          {children ?? (
            <>
              <CallButton />
              <QuoteButton />
            </>
          )}
        </div>
      </div>
    </section>
  );
}
