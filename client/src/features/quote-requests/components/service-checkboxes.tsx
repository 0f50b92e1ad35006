import { clsx } from "clsx";
import type { Ref } from "react";
import { MAX_SERVICES, SERVICE_OPTIONS } from "@shared/constants";
import { joinServices, splitServices } from "@shared/validation/services";
import { FieldError, RequiredMark } from "./quote-form-fields";

interface ServiceCheckboxesProps {
  /** the joined selection, e.g. "Timber Fencing, Colorbond Fencing" */
  value: string;
  onChange: (joined: string) => void;
  onBlur: () => void;
  error?: string;
  /** react-hook-form focuses the first box when the field is invalid */
  firstBoxRef: Ref<HTMLInputElement>;
}

const ERROR_ID = "quote-service-error";
const HINT_ID = "quote-service-hint";

/** Up to two services as checkboxes; once two are ticked the others are disabled. */
export function ServiceCheckboxes({ value, onChange, onBlur, error, firstBoxRef }: ServiceCheckboxesProps) {
  const selected = splitServices(value);
  const full = selected.length >= MAX_SERVICES;
  const toggle = (service: string, checked: boolean) => {
    const next = checked ? [...selected, service] : selected.filter((s) => s !== service);
    onChange(joinServices(next.slice(-MAX_SERVICES)));
  };
  return (
    <fieldset aria-describedby={clsx(HINT_ID, error && ERROR_ID)}>
      <legend className="text-sm font-semibold text-ink">
        Services required (select up to {MAX_SERVICES})
        <RequiredMark />
      </legend>
      <p id={HINT_ID} className="mt-1 text-sm text-ink-muted" aria-live="polite">
        {selected.length === 0 ? "Choose one or two services." : `${selected.length} of ${MAX_SERVICES} selected.`}
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
                onChange={(event) => toggle(service, event.target.checked)}
                onBlur={onBlur}
                className="h-5 w-5 shrink-0 accent-brand-700"
              />
              {service}
            </label>
          );
        })}
      </div>
      <FieldError id={ERROR_ID} message={error} />
    </fieldset>
  );
}
