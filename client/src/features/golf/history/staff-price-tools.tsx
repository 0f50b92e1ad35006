import { type FormEvent, useId, useState } from "react";
import type { ApiErrorBody } from "@shared/api-types";
import { WATCH_RULES, golfToday, type WatchRule } from "@shared/golf/price-validation";
import { ApiError } from "@/lib/api-client";
import { primaryButtonClass } from "../components/golf-styles";
import { useAddPrice, useAddWatch } from "./history-api";
import { Options } from "@/components/forms/options";
import { Checkbox } from "@/components/staff/checkbox";

const fieldClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-ink shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none sm:text-sm";

/** The first field error of a refused request, as "field: message", or a general line. */
function refusal(error: unknown): string {
  if (!(error instanceof ApiError)) return "Not saved. Please try again.";
  try {
    const body = JSON.parse(error.body) as Partial<ApiErrorBody>;
    const [field, message] = Object.entries(body.errors ?? {})[0] ?? [];
    return field ? `${message}` : (body.message ?? "Not saved.");
  } catch {
    return "Not saved. Please try again.";
  }
}

/** Staff: add a price seen today (or another day) and watch the product with a rule. */
export function StaffPriceTools({ productId }: { productId: number }) {
  const addPrice = useAddPrice(productId);
  const addWatch = useAddWatch(productId);
  const [price, setPrice] = useState({ observedOn: golfToday(), market: "AU" as "AU" | "US", retailer: "", price: "", inStock: true });
  const [watch, setWatch] = useState({ rule: "gap-above" as WatchRule, threshold: "" });
  const [priceMessage, setPriceMessage] = useState("");
  const [watchMessage, setWatchMessage] = useState("");
  const id = useId();

  const submitPrice = (event: FormEvent) => {
    event.preventDefault();
    addPrice.mutate(
      { ...price, price: Number(price.price), currency: price.market === "US" ? "USD" : "AUD" },
      { onSuccess: () => setPriceMessage("Price added."), onError: (error) => setPriceMessage(refusal(error)) },
    );
  };
  const submitWatch = (event: FormEvent) => {
    event.preventDefault();
    addWatch.mutate(
      { rule: watch.rule, threshold: Number(watch.threshold), units: 1, origin: "United States", freightAud: 0, brokerFeeAud: 0 },
      {
        onSuccess: (saved) =>
          setWatchMessage(
            saved.holds
              ? "Watching: the rule holds already, so the alert is on the dashboard."
              : "Watching: you'll see an alert on the dashboard when the rule becomes true.",
          ),
        onError: (error) => setWatchMessage(refusal(error)),
      },
    );
  };

  return (
    <div className="mt-6 grid gap-4 border-t border-slate-200 pt-4 lg:grid-cols-2">
      <form onSubmit={submitPrice} aria-label="Add a price" className="space-y-2">
        <h3 className="font-semibold text-ink">Add a price</h3>
        <div className="grid grid-cols-2 gap-2">
          <label className="text-sm font-medium text-ink">
            Date
            <input
              type="date"
              required
              className={fieldClass}
              value={price.observedOn}
              max={golfToday()}
              onChange={(e) => setPrice({ ...price, observedOn: e.target.value })}
            />
          </label>
          <label className="text-sm font-medium text-ink">
            Market
            <select
              className={fieldClass}
              value={price.market}
              onChange={(e) => setPrice({ ...price, market: e.target.value as "AU" | "US" })}
            >
              <option value="AU">Australia (A$)</option>
              <option value="US">United States (US$)</option>
            </select>
          </label>
          <label className="text-sm font-medium text-ink">
            Retailer
            <input
              required
              className={fieldClass}
              value={price.retailer}
              maxLength={120}
              onChange={(e) => setPrice({ ...price, retailer: e.target.value })}
            />
          </label>
          <label className="text-sm font-medium text-ink">
            Price
            <input
              required
              inputMode="decimal"
              className={fieldClass}
              value={price.price}
              onChange={(e) => setPrice({ ...price, price: e.target.value })}
            />
          </label>
        </div>
        <Checkbox checked={price.inStock} onChange={(inStock) => setPrice({ ...price, inStock })}>
          In stock
        </Checkbox>
        <button type="submit" className={primaryButtonClass} disabled={addPrice.isPending}>
          Add price
        </button>
        <p role="status" className="text-sm text-ink-muted">
          {priceMessage}
        </p>
      </form>
      <form onSubmit={submitWatch} aria-label="Watch this product" className="space-y-2">
        <h3 className="font-semibold text-ink">Watch this product</h3>
        <label htmlFor={`${id}-rule`} className="block text-sm font-medium text-ink">
          Alert me when
        </label>
        <select
          id={`${id}-rule`}
          className={fieldClass}
          value={watch.rule}
          onChange={(e) => setWatch({ ...watch, rule: e.target.value as WatchRule })}
        >
          <Options options={WATCH_RULES} />
        </select>
        <label className="block text-sm font-medium text-ink">
          Threshold
          <input
            required
            inputMode="decimal"
            className={fieldClass}
            value={watch.threshold}
            onChange={(e) => setWatch({ ...watch, threshold: e.target.value })}
          />
        </label>
        <button type="submit" className={primaryButtonClass} disabled={addWatch.isPending}>
          Watch
        </button>
        <p role="status" className="text-sm text-ink-muted">
          {watchMessage}
        </p>
      </form>
    </div>
  );
}
