import { useState } from "react";
import { GOLF_SETTING_KEYS, GOLF_SETTING_LABELS, type GolfSettingKey } from "@shared/golf/settings";
import { cardClass, secondaryButtonClass } from "../../components/golf-styles";
import { ListError } from "../../components/list-error";
import { formatDate } from "@/lib/formatters";
import { formatMoney } from "../../lib/golf-format";
import { formatRate, useGolfSettings } from "../../lib/golf-settings";
import { GolfSettingsForm } from "./golf-settings-form";
import { LandedCostPanel } from "./landed-cost-panel";

const SHOWN: Record<GolfSettingKey, (value: number) => string> = {
  exchangeRate: formatRate,
  generalDutyRate: (value) => `${value}%`,
  importProcessingCharge: (value) => formatMoney(value, "AUD"),
};

interface LandedCostSectionProps {
  /** signed-in staff may edit the stored settings */
  staff: boolean;
  onUseInAnalysis: (costOfGoods: number) => void;
}

/** The stored rates and charges (editable by staff) and the Landed cost panel that starts from them. */
export function LandedCostSection({ staff, onUseInAnalysis }: LandedCostSectionProps) {
  const settings = useGolfSettings();
  const [editing, setEditing] = useState(false);
  if (settings.isError) return <ListError what="the exchange rate and charges" onRetry={() => void settings.refetch()} />;
  if (!settings.data)
    return (
      <div role="status" className={`${cardClass} mb-6 h-40 animate-pulse bg-slate-50`}>
        <span className="sr-only">Loading the exchange rate</span>
      </div>
    );
  return (
    <>
      <section aria-labelledby="rates-title" className={`${cardClass} mb-4 p-4 sm:p-5`}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="rates-title" className="font-semibold text-ink">
            Rates and charges
          </h2>
          {staff && !editing && (
            <button type="button" className={secondaryButtonClass} onClick={() => setEditing(true)}>
              Edit rates
            </button>
          )}
          {!staff && (
            <a href="/login" className="text-sm font-medium text-brand-700 underline underline-offset-2">
              Seller? Sign in to edit
            </a>
          )}
        </div>
        {editing ? (
          <GolfSettingsForm settings={settings.data} onClose={() => setEditing(false)} />
        ) : (
          <dl className="mt-2 grid gap-2 text-sm sm:grid-cols-3">
            {GOLF_SETTING_KEYS.map((key) => {
              const setting = settings.data[key];
              return (
                <div key={key}>
                  <dt className="text-ink-muted">{GOLF_SETTING_LABELS[key]}</dt>
                  <dd className="font-semibold tabular-nums text-ink">{setting ? SHOWN[key](setting.value) : "None recorded yet"}</dd>
                  <dd className="text-xs text-ink-muted">
                    {setting
                      ? `${setting.source}, ${formatDate(setting.takenOn)}`
                      : "Figures in A$ wait for a rate: edit the rates, or import the rate history"}
                  </dd>
                </div>
              );
            })}
          </dl>
        )}
      </section>
      <LandedCostPanel key={JSON.stringify(settings.data)} settings={settings.data} onUseInAnalysis={onUseInAnalysis} />
    </>
  );
}
