import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { HONEYPOT_FIELD } from "@shared/spam-field";
import { readAttribution } from "@/lib/lead-attribution";

/** What a public form sends beside its fields: the hidden field, how long it was open, and attribution. */
export interface FormSignals {
  [HONEYPOT_FIELD]: string;
  fillTimeMs: number | null;
  attribution?: Record<string, unknown>;
}

const noSubscription = () => () => {};

/**
 * Whether the form came in the page's server HTML (it hydrates) rather than being rendered in the browser
 * (a client-side navigation). React renders a hydrating component with the server snapshot.
 */
function useArrivedWithPage(): boolean {
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [arrivedWithPage] = useState(hydrating);
  return arrivedWithPage;
}

/** When the page's first content was painted, in performance.now() time (0, the navigation, if unknown). */
function pageShownAt(): number {
  return performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
}

/**
 * The form's shown time is taken in an effect (never during render, so server and client render alike).
 * A form that came in the page's HTML was on screen, and could be filled in, from the page's first paint,
 * before its code arrived: its time counts from then, or a quick visitor would be taken for a script.
 * `signals()` is called when the form is sent. `honeypotRef` goes on the HoneypotField.
 */
export function useFormSignals() {
  const arrivedWithPage = useArrivedWithPage();
  const shownAt = useRef<number | null>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    shownAt.current = arrivedWithPage ? pageShownAt() : performance.now();
  }, [arrivedWithPage]);
  const signals = (): FormSignals => ({
    [HONEYPOT_FIELD]: honeypotRef.current?.value ?? "",
    fillTimeMs: shownAt.current === null ? null : Math.round(performance.now() - shownAt.current),
    attribution: readAttribution(),
  });
  return { honeypotRef, signals };
}
