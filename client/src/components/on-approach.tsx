import { type ReactNode, Suspense, useEffect, useRef } from "react";
import { type OnDemand, onFirstInteraction } from "./on-demand";

/** Start fetching this far before the part scrolls into view. */
const PRELOAD_MARGIN = "1000px 0px";

/**
 * A part of a page that arrives as server HTML and whose code loads when it comes within 1000 px of
 * the viewport or on the visitor's first interaction, whichever is first. Reached by a client-side
 * navigation (no server HTML, the fallback showing), it loads at once.
 */
export function OnApproach({ part, fallback }: { part: OnDemand; fallback: ReactNode }) {
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (typeof IntersectionObserver === "undefined" || !area.current || area.current.querySelector("[data-pending]")) {
      part.request();
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && part.request(), {
      rootMargin: PRELOAD_MARGIN,
    });
    observer.observe(area.current);
    const stopListening = onFirstInteraction(part.request);
    return () => {
      observer.disconnect();
      stopListening();
    };
  }, [part]);
  return (
    <div ref={area}>
      <Suspense fallback={<div data-pending="">{fallback}</div>}>
        <part.Component />
      </Suspense>
    </div>
  );
}
