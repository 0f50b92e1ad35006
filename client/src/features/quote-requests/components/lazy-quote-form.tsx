import { lazy, type Ref, Suspense, useEffect, useRef, useState } from "react";
import { HOME_SECTION } from "@/components/site-layout/home-sections";

const QuoteForm = lazy(() => import("./quote-form"));

/** The form's height at each width, so swapping the placeholder for the form moves nothing. */
const RESERVED_HEIGHT = "min-h-[74rem] sm:min-h-[41rem] lg:min-h-[38.5rem]";
/** Start fetching the form this far before it scrolls into view. */
const PRELOAD_MARGIN = "1000px 0px";
const FIRST_INTERACTIONS = ["pointerdown", "keydown", "touchstart", "scroll"] as const;

const addressPointsAtForm = () =>
  [`#${HOME_SECTION.contact}`, `#${HOME_SECTION.quoteForm}`].includes(window.location.hash);

/**
 * The quote form (react-hook-form and zod) is not part of the home page's first download: it loads when
 * its section approaches the viewport, on the visitor's first interaction, or at once when the address
 * points at it (/#quote-form). A placeholder of the same height holds its place meanwhile.
 */
export function LazyQuoteForm() {
  const [wanted, setWanted] = useState(() => typeof IntersectionObserver === "undefined" || addressPointsAtForm());
  const placeholder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (wanted || !placeholder.current) return;
    const load = () => setWanted(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && load(), {
      rootMargin: PRELOAD_MARGIN,
    });
    observer.observe(placeholder.current);
    FIRST_INTERACTIONS.forEach((type) => window.addEventListener(type, load, { once: true, passive: true }));
    return () => {
      observer.disconnect();
      FIRST_INTERACTIONS.forEach((type) => window.removeEventListener(type, load));
    };
  }, [wanted]);

  const fallback = <QuoteFormPlaceholder ref={wanted ? undefined : placeholder} />;
  if (!wanted) return fallback;
  return (
    <Suspense fallback={fallback}>
      <div className={RESERVED_HEIGHT}>
        <QuoteForm />
      </div>
    </Suspense>
  );
}

function QuoteFormPlaceholder({ ref }: { ref?: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} className={`${RESERVED_HEIGHT} grid content-start gap-5`} role="status">
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
