import { Suspense, useEffect, useRef } from "react";
import { NeedsJavaScriptNote } from "@/components/needs-javascript-note";
import { holdEarlySubmit, onDemand, onFirstInteraction } from "@/components/on-demand";
import { HOME_SECTION } from "@/components/site-layout/home-sections";

const quoteForm = onDemand(() =>
  Promise.all([import("./quote-form"), import("@/lib/with-queries")]).then(([form, { withQueries }]) => ({
    default: withQueries(form.QuoteForm),
  })),
);

/** The form's height at each width, so swapping the placeholder for the form moves nothing. */
const RESERVED_HEIGHT = "min-h-[74rem] sm:min-h-[41rem] lg:min-h-[38.5rem]";
/** Start fetching the form this far before it scrolls into view. */
const PRELOAD_MARGIN = "1000px 0px";

const addressPointsAtForm = () => [`#${HOME_SECTION.contact}`, `#${HOME_SECTION.quoteForm}`].includes(window.location.hash);

/**
 * The quote form (react-hook-form and zod) is not part of the home page's first download. Its HTML
 * comes from the server; its code loads when its section approaches the viewport, on the visitor's
 * first interaction, or at once when the address points at it (/#quote-form). After a client-side
 * navigation a placeholder of the same height holds its place meanwhile.
 */
export function LazyQuoteForm() {
  const area = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!area.current) return;
    const releaseSubmit = holdEarlySubmit(area.current, quoteForm);
    if (typeof IntersectionObserver === "undefined" || addressPointsAtForm()) {
      quoteForm.request();
      return releaseSubmit;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && quoteForm.request(), {
      rootMargin: PRELOAD_MARGIN,
    });
    observer.observe(area.current);
    const stopListening = onFirstInteraction(quoteForm.request);
    return () => {
      observer.disconnect();
      releaseSubmit();
      stopListening();
    };
  }, []);

  return (
    <div ref={area} className={RESERVED_HEIGHT}>
      <NeedsJavaScriptNote />
      <Suspense fallback={<QuoteFormPlaceholder />}>
        <quoteForm.Component />
      </Suspense>
    </div>
  );
}

function QuoteFormPlaceholder() {
  return (
    <div className="grid content-start gap-5" role="status">
      <span className="sr-only">Loading the quote form</span>
      {[0, 1, 2, 3].map((row) => (
        <div key={row} aria-hidden="true" className="grid gap-5 sm:grid-cols-2">
          <div className="h-20 rounded-md bg-gray-100" />
          <div className="h-20 rounded-md bg-gray-100" />
        </div>
      ))}
    </div>
  );
}
