import type { BookingPageView } from "@shared/visits/booking-page";
import { EXCAVATOR_ACCESS } from "@shared/visits/visit-api";
import { controlClass, hintClass, labelClass } from "@/components/forms/field-styles";
import { WindowChoices } from "./window-choices";

const buttonClass =
  "inline-flex min-h-12 w-full items-center justify-center rounded-lg bg-brand-700 px-6 py-3 text-base font-semibold text-white shadow-sm hover:bg-brand-800 sm:w-auto";

/** Choosing (or moving to) a window, with the address and the two questions that save the visit. A plain form: it posts back. */
export function BookingForm({ view }: { view: BookingPageView }) {
  const { values, errors } = view;
  return (
    <form method="post" action={view.path} className="grid gap-6" aria-label="Book your site visit">
      <input type="hidden" name="action" value="book" />
      {view.windows.length === 0 ? (
        <p role="status" className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          Every time in the next two weeks is taken. We'll call you to find one.
        </p>
      ) : (
        <WindowChoices windows={view.windows} chosen={values.slot ?? view.visit?.start} error={errors.slot} />
      )}
      <div>
        <label htmlFor="booking-address" className={labelClass()}>
          Street address for the visit
        </label>
        <input
          id="booking-address"
          name="address"
          required
          autoComplete="address-line1"
          defaultValue={values.address}
          aria-invalid={errors.address ? true : undefined}
          aria-describedby={errors.address ? "booking-address-error" : undefined}
          className={`${controlClass({ invalid: Boolean(errors.address) })} mt-1.5`}
        />
        {errors.address && (
          <p id="booking-address-error" role="alert" className="mt-1.5 text-sm font-medium text-red-700">
            {errors.address}
          </p>
        )}
      </div>
      <fieldset>
        <legend className={labelClass()}>Can a small excavator get to the work area? (optional)</legend>
        <p className={hintClass()}>It is about 1.5 m wide. Knowing now saves a second visit.</p>
        <div className="mt-2 grid gap-2">
          {EXCAVATOR_ACCESS.map((option) => (
            <label key={option.value} className="flex items-center gap-3 text-base text-ink">
              <input
                type="radio"
                name="excavatorAccess"
                value={option.value}
                defaultChecked={values.excavatorAccess === option.value}
                className="h-5 w-5 accent-brand-700"
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor="booking-parking" className={labelClass()}>
          Where can we park? (optional)
        </label>
        <input
          id="booking-parking"
          name="parking"
          maxLength={300}
          defaultValue={values.parking}
          placeholder="e.g. In the driveway, or on the street"
          className={`${controlClass()} mt-1.5`}
        />
      </div>
      {view.windows.length > 0 && (
        <div>
          <button type="submit" className={buttonClass}>
            Book this visit
          </button>
        </div>
      )}
    </form>
  );
}
