import { useEffect, useRef } from "react";
import { HONEYPOT_FIELD } from "@shared/validation/spam-signals";
import { readAttribution } from "@/lib/lead-attribution";

/** What a public form sends beside its fields: the hidden field, how long it was open, and attribution. */
export interface FormSignals {
  [HONEYPOT_FIELD]: string;
  fillTimeMs: number | null;
  attribution?: Record<string, unknown>;
}

/**
 * The form's shown time is taken in an effect (never during render, so server and client render alike);
 * `signals()` is called when the form is sent. `honeypotRef` goes on the HoneypotField.
 */
export function useFormSignals() {
  const shownAt = useRef<number | null>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    shownAt.current = performance.now();
  }, []);
  const signals = (): FormSignals => ({
    [HONEYPOT_FIELD]: honeypotRef.current?.value ?? "",
    fillTimeMs: shownAt.current === null ? null : Math.round(performance.now() - shownAt.current),
    attribution: readAttribution(),
  });
  return { honeypotRef, signals };
}
