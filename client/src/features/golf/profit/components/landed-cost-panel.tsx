import { Ship } from "lucide-react";
import { useState } from "react";
import { defaultDutyRate, ftaOf, landedCost, ORIGIN_COUNTRIES } from "@shared/golf/landed-cost";
import type { GolfSettingsView } from "@shared/golf/settings";
import { SelectField } from "@/components/forms/select-field";
import { TextField } from "@/components/forms/text-field";
import { cardClass, primaryButtonClass } from "../../components/golf-styles";
import { formatDate } from "@/lib/formatters";
import { formatRate, rateUsed } from "../../lib/golf-settings";
import { initialLandedCostFields, type LandedCostFields, toLandedCostInputs } from "../landed-cost-form";
import { LandedCostResults } from "./landed-cost-results";

const ORIGIN_OPTIONS = ORIGIN_COUNTRIES.map((value) => ({ value, label: value }));

type NumberField = Exclude<keyof LandedCostFields, "origin">;

interface LandedCostPanelProps {
  settings: GolfSettingsView;
  /** carries the landed cost per unit into the New Analysis form's cost of goods */
  onUseInAnalysis: (costOfGoods: number) => void;
}

/** What one unit costs landed in Australia (customs value, duty, import GST, charges) and the margin it leaves. */
export function LandedCostPanel({ settings, onUseInAnalysis }: LandedCostPanelProps) {
  const [fields, setFields] = useState(() => initialLandedCostFields(settings));
  const result = landedCost(toLandedCostInputs(fields));
  const fta = ftaOf(fields.origin);
  const rateChanged = Number(fields.exchangeRate) !== settings.exchangeRate?.value;
  const rateNote = rateChanged
    ? `At ${formatRate(Number(fields.exchangeRate))}, entered here (stored: ${rateUsed(settings)})`
    : `At ${rateUsed(settings)}`;

  const numberInput = (name: NumberField, label: string, extra: { hint?: string; step?: number; min?: number } = {}) => (
    <TextField
      compact
      label={label}
      hint={extra.hint}
      error={!result.ok && result.field === name && fields[name].trim() !== "" ? result.message : undefined}
      type="number"
      inputMode="decimal"
      min={extra.min ?? 0}
      step={extra.step ?? 0.01}
      value={fields[name]}
      onChange={(event) => setFields({ ...fields, [name]: event.target.value })}
      className="min-w-0"
    />
  );

  return (
    <section aria-labelledby="landed-cost-title" className={`${cardClass} mb-6 p-5 sm:p-6`}>
      <h2 id="landed-cost-title" className="flex items-center gap-2 text-lg font-semibold text-ink">
        <Ship className="h-5 w-5 text-brand-700" aria-hidden="true" />
        Landed cost
      </h2>
      <p className="mt-1 max-w-prose text-sm text-ink-muted">
        What a unit bought overseas costs once it is in Australia: customs value, duty, import GST, freight and charges, and the margin left
        at your shelf price. Money is rounded to the cent at each step.
      </p>
      <div className="mt-5 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid grid-cols-1 items-start gap-x-4 gap-y-4 sm:grid-cols-2">
          {numberInput("fobPriceUSD", "FOB price (US$)", { hint: "Per unit, free on board" })}
          {numberInput("units", "Units", { step: 1, min: 1, hint: "In this consignment" })}
          <SelectField
            compact
            label="Country of origin"
            hint="Where the goods were made, not where they ship from."
            options={ORIGIN_OPTIONS}
            value={fields.origin}
            onChange={(event) => {
              const origin = event.target.value;
              setFields({ ...fields, origin, dutyRatePercent: String(defaultDutyRate(origin, settings.generalDutyRate.value)) });
            }}
          />
          {numberInput("dutyRatePercent", "Duty rate (%)", {
            hint: fta
              ? `0% under ${fta} when the free-trade rules of origin are met.`
              : `General rate from settings: ${settings.generalDutyRate.value}%. Change it for your goods' tariff classification.`,
          })}
          {numberInput("freightInsuranceAUD", "Freight and insurance (A$)", { hint: "For the whole consignment" })}
          {numberInput("brokerFeeAUD", "Customs broker fee (A$)")}
          {numberInput("processingChargeAUD", "Import processing charge (A$)", {
            hint: `Stored: ${settings.importProcessingCharge.source}, checked ${formatDate(settings.importProcessingCharge.takenOn)}`,
          })}
          {numberInput("shelfPriceIncGstAUD", "Shelf price incl. GST (A$)", { hint: "Per unit" })}
          {numberInput("exchangeRate", "Exchange rate (US$ per A$1)", {
            step: 0.0001,
            hint: `Stored: ${rateUsed(settings)}. A change here applies to this calculation only.`,
          })}
        </div>
        <div className="rounded-lg border border-slate-200 bg-slate-50 p-4" aria-live="polite" aria-atomic="true">
          <h3 className="text-sm font-semibold text-ink">Results</h3>
          {result.ok ? (
            <>
              <LandedCostResults result={result} rateNote={rateNote} />
              <button
                type="button"
                className={`${primaryButtonClass} mt-4 w-full`}
                onClick={() => onUseInAnalysis(result.landedCostPerUnit)}
              >
                Use in new analysis
              </button>
            </>
          ) : (
            <p className="mt-2 text-sm text-ink-muted">Enter the FOB price, units and shelf price to see the landed cost and margin.</p>
          )}
        </div>
      </div>
    </section>
  );
}
