import { Suspense, useEffect, useRef } from "react";
import { NeedsJavaScriptNote } from "./needs-javascript-note";
import { holdEarlySubmit, type OnDemand, onFirstInteraction } from "./on-demand";

/**
 * A form that arrives as server HTML and whose code loads on the visitor's first pointer, key, touch,
 * scroll or focus, so a page's first download carries no form code. Reached by a client-side
 * navigation (no server HTML to show meanwhile), it loads at once.
 */
export function OnInteraction({
  part,
  loadingText,
  worksWithoutJavaScript = false,
}: {
  part: OnDemand;
  loadingText: string;
  /** its forms post back to the page, which answers them: no note that scripts are needed */
  worksWithoutJavaScript?: boolean;
}) {
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!area.current?.querySelector("form")) {
      part.request();
      return;
    }
    const releaseSubmit = holdEarlySubmit(area.current, part);
    const stopListening = onFirstInteraction(part.request);
    return () => {
      releaseSubmit();
      stopListening();
    };
  }, [part]);
  return (
    <div ref={area}>
      {!worksWithoutJavaScript && <NeedsJavaScriptNote />}
      <Suspense fallback={<p role="status">{loadingText}</p>}>
        <part.Component />
      </Suspense>
    </div>
  );
}
