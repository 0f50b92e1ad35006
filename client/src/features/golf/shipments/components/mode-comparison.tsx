import { useState } from "react";
import type { ShipmentResult } from "@shared/golf/shipment";
import { SHIPPING_MODES, SHIPPING_MODE_LABELS, type ShippingMode } from "@shared/golf/border-charges";
import { TextField } from "@/components/forms/text-field";
import { cardClass, primaryButtonClass } from "../../components/golf-styles";
import { formatMoney } from "../../lib/golf-format";

const aud = (value: number) => formatMoney(value, "AUD");

interface ModeComparisonProps {
  currency: "AUD" | "USD";
  /** works the plan out under one mode with its freight bill, or says why it cannot */
  compare: (freight: Record<ShippingMode, number>) => Promise<Record<ShippingMode, ShipmentResult> | null>;
}

/** The same shipment by air and by sea, side by side: each mode's freight bill, what lands, the margin and the difference. */
export function ModeComparison({ currency, compare }: ModeComparisonProps) {
  const [freight, setFreight] = useState<Record<ShippingMode, string>>({ air: "", sea: "" });
  const [errors, setErrors] = useState<Partial<Record<ShippingMode, string>>>({});
  const [results, setResults] = useState<Record<ShippingMode, ShipmentResult> | null>(null);
  const [busy, setBusy] = useState(false);
  const symbol = currency === "USD" ? "US$" : "A$";

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const amounts = Object.fromEntries(SHIPPING_MODES.map((mode) => [mode, Number(freight[mode])])) as Record<ShippingMode, number>;
    const problems = Object.fromEntries(
      SHIPPING_MODES.filter((mode) => freight[mode].trim() === "" || !(amounts[mode] >= 0)).map((mode) => [
        mode,
        `Enter the ${mode} freight and insurance bill`,
      ]),
    );
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setBusy(true);
    try {
      setResults(await compare(amounts));
    } finally {
      setBusy(false);
    }
  };

  const cheaper = results && (results.air.totalLandedAUD <= results.sea.totalLandedAUD ? "air" : "sea");
  const difference = results ? Math.abs(Math.round((results.air.totalLandedAUD - results.sea.totalLandedAUD) * 100)) / 100 : 0;
  return (
    <section aria-labelledby="compare-title" className={`${cardClass} mt-6 p-4 sm:p-5`}>
      <h2 id="compare-title" className="text-lg font-semibold text-ink">
        Air against sea
      </h2>
      <p className="mt-1 text-sm text-ink-muted">The same lines, each mode with its own freight bill and border charges.</p>
      <form noValidate onSubmit={onSubmit} className="mt-3 grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto]">
        {SHIPPING_MODES.map((mode) => (
          <TextField
            key={mode}
            compact
            required
            label={`${SHIPPING_MODE_LABELS[mode]} freight and insurance (${symbol})`}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            value={freight[mode]}
            error={errors[mode]}
            onChange={(event) => setFreight({ ...freight, [mode]: event.target.value })}
            autoFocus={mode === "air"}
          />
        ))}
        <button type="submit" className={primaryButtonClass} disabled={busy}>
          {busy ? "Comparing..." : "Compare"}
        </button>
      </form>
      {results && (
        <div className="mt-4" aria-live="polite">
          <div className="grid gap-3 sm:grid-cols-2">
            {SHIPPING_MODES.map((mode) => (
              <dl
                key={mode}
                className={`rounded-md border p-3 text-sm ${cheaper === mode ? "border-brand-600 bg-brand-50" : "border-slate-200"}`}
              >
                <dt className="font-semibold text-ink">
                  By {mode}
                  {cheaper === mode && difference > 0 ? " (cheaper)" : ""}
                </dt>
                <dd className="mt-1 flex justify-between gap-2">
                  <span className="text-ink-muted">Total landed cost</span>
                  <span className="font-semibold tabular-nums">{aud(results[mode].totalLandedAUD)}</span>
                </dd>
                <dd className="flex justify-between gap-2">
                  <span className="text-ink-muted">Margin at the shelf prices</span>
                  <span className="font-semibold tabular-nums">{aud(results[mode].marginAUD)}</span>
                </dd>
                <dd className="flex justify-between gap-2">
                  <span className="text-ink-muted">Freight in A$</span>
                  <span className="tabular-nums">{aud(results[mode].freightInsuranceAUD)}</span>
                </dd>
                <dd className="flex justify-between gap-2">
                  <span className="text-ink-muted">Border charges</span>
                  <span className="tabular-nums">{aud(results[mode].processingChargeAUD + results[mode].biosecurityChargeAUD)}</span>
                </dd>
              </dl>
            ))}
          </div>
          <p className="mt-3 text-sm font-semibold text-ink">
            {difference === 0 ? "Both modes land at the same cost." : `By ${cheaper} lands ${aud(difference)} cheaper.`}
          </p>
        </div>
      )}
    </section>
  );
}
