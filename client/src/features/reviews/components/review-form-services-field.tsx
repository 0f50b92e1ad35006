import { clsx } from "clsx";
import { MAX_SERVICES, SERVICE_OPTIONS } from "@shared/constants";
import { joinServices, splitServices } from "@shared/validation/services";
import { nextServiceSelection } from "./review-form-services";

interface ServicesFieldProps {
  /** the joined selection, as the form stores it ("A, B") */
  value: string;
  onChange: (joined: string) => void;
  error?: string;
}

/** Up to two services as checkboxes; once two are ticked the others are disabled. */
export function ReviewServicesField({ value, onChange, error }: ServicesFieldProps) {
  const selected = splitServices(value);
  const full = selected.length >= MAX_SERVICES;
  return (
    <fieldset aria-describedby={clsx("review-services-hint", error && "review-services-error")}>
      <legend className="text-sm font-semibold text-ink">Service(s) we provided</legend>
      <p id="review-services-hint" className="mt-1 text-sm text-ink-muted">
        Optional. Select up to {MAX_SERVICES}.
      </p>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {SERVICE_OPTIONS.map((service) => {
          const checked = selected.includes(service);
          const disabled = full && !checked;
          return (
            <label
              key={service}
              className={clsx(
                "flex min-h-11 items-center gap-3 rounded-md border px-3 py-2 text-sm",
                checked ? "border-brand-600 bg-brand-50 text-ink" : "border-gray-300 text-ink",
                disabled ? "cursor-not-allowed bg-gray-50 text-gray-600" : "cursor-pointer hover:border-brand-500",
              )}
            >
              <input
                type="checkbox"
                checked={checked}
                disabled={disabled}
                onChange={(e) => onChange(joinServices(nextServiceSelection(selected, service, e.target.checked)))}
                className="h-4 w-4 shrink-0 accent-brand-700"
              />
              {service}
            </label>
          );
        })}
      </div>
      {error && (
        <p id="review-services-error" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
