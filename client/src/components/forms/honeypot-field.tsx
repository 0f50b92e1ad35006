import { type Ref, useId } from "react";
import { HONEYPOT_FIELD } from "@shared/spam-field";

/**
 * A field that bots fill in and people never meet: off screen, hidden from assistive technology and out of
 * the tab order. Filled in, it marks the submission as spam (stored and flagged, never dropped).
 */
export function HoneypotField({ ref }: { ref: Ref<HTMLInputElement> }) {
  const id = useId();
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Leave this field empty</label>
      <input ref={ref} id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
