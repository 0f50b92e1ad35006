import { clsx } from "clsx";
import { type ReactNode, type Ref, useId } from "react";
import { MAX_SERVICES, SERVICE_OPTIONS } from "@shared/constants";
import { joinServices, nextServiceSelection, splitServices } from "@shared/service-selection";
import { FieldError, RequiredMark } from "./field-error";

interface ServiceCheckboxesProps {
  legend: ReactNode;
  /** under the legend; given the number of ticked services, e.g. to say "1 of 2 selected." */
  hint: ReactNode | ((selectedCount: number) => ReactNode);
  required?: boolean;
  /** the joined selection, as the form stores it ("Timber Fencing, Colorbond Fencing") */
  value: string;
  onChange: (joined: string) => void;
  onBlur?: () => void;
  error?: string;
  /** react-hook-form focuses the first box when the field is invalid */
  firstBoxRef?: Ref<HTMLInputElement>;
}

/** Up to MAX_SERVICES services as checkboxes; once that many are ticked the others are disabled. */
export function ServiceCheckboxes({ legend, hint, required, value, onChange, onBlur, error, firstBoxRef }: ServiceCheckboxesProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const selected = splitServices(value);
  const full = selected.length >= MAX_SERVICES;
  return (
    <fieldset aria-describedby={clsx(hintId, error && errorId)}>
      <legend className="text-sm font-semibold text-ink">
        {legend}
        {required && <RequiredMark />}
      </legend>
      <p id={hintId} className="mt-1 text-sm text-ink-muted" aria-live="polite">
        {typeof hint === "function" ? hint(selected.length) : hint}
      </p>
      <div className="mt-3 grid gap-2 sm:grid-cols-2">
        {SERVICE_OPTIONS.map((service, index) => {
          const checked = selected.includes(service);
          const disabled = full && !checked;
          return (
            <label
              key={service}
              className={clsx(
                "flex min-h-12 cursor-pointer items-center gap-3 rounded-md border px-3.5 py-2.5 text-sm font-medium",
                checked ? "border-brand-600 bg-brand-50 text-ink" : "border-gray-300 bg-white text-ink",
                disabled && "cursor-not-allowed opacity-60",
              )}
            >
              <input
                ref={index === 0 ? firstBoxRef : undefined}
                type="checkbox"
                name="service"
                value={service}
                checked={checked}
                disabled={disabled}
                onChange={(event) => onChange(joinServices(nextServiceSelection(selected, service, event.target.checked)))}
                onBlur={onBlur}
                className="h-5 w-5 shrink-0 accent-brand-700"
              />
              {service}
            </label>
          );
        })}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
