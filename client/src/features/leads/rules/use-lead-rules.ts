import { useCallback, useRef, useState } from "react";
import type * as leadRules from "./lead-rules";

export type LeadRules = typeof leadRules;

/**
 * The qualification rules and locality list, fetched on the form's first focus or input rather than with
 * the page (they would add about 9 KB gzip to every public page's first load). `load` is safe to call often;
 * `loadOnUse` are the form's handlers that call it.
 */
export function useLeadRules() {
  const [rules, setRules] = useState<LeadRules | null>(null);
  const requested = useRef(false);
  const load = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    import("./lead-rules").then(setRules, () => {
      requested.current = false;
    });
  }, []);
  return { rules, load, loadOnUse: { onFocus: load, onInput: load, onChange: load } };
}
