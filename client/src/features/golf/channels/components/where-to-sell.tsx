import { Store } from "lucide-react";
import { useState } from "react";
import { channelMarginInputSchema, channelMargins, bestChannel } from "@shared/golf/channel-margins";
import { TextField } from "@/components/forms/text-field";
import { formatDate } from "@/lib/formatters";
import { cardClass, secondaryButtonClass } from "../../components/golf-styles";
import { ListError } from "../../components/list-error";
import { formatMoney } from "../../lib/golf-format";
import { useChannelFees } from "../api/channel-fees";
import { ChannelFeesForm } from "./channel-fees-form";

const FIELDS = [
  { key: "landedCostCents", label: "Landed cost per unit (A$)", hint: "Ex GST: the import GST is claimed back" },
  { key: "salePriceCents", label: "Sale price incl. GST (A$)", hint: "What the buyer pays for the item" },
  { key: "shippingChargedCents", label: "Shipping charged (A$)", hint: "Incl. GST, what the buyer pays for postage" },
  { key: "shippingCostCents", label: "Shipping cost (A$)", hint: "Ex GST, what sending it costs you" },
] as const;
type Field = (typeof FIELDS)[number]["key"];

const aud = (cents: number) => formatMoney(cents / 100, "AUD");
/** dollars as typed, to whole cents; NaN when it is no amount */
const toCentsTyped = (text: string) => (text.trim() === "" ? 0 : Math.round(Number(text) * 100));

/**
 * "Where to sell": one unit through each Australian channel, worked out as a GST-registered seller keeps it (the
 * GST on the sale is owed, the GST in fees and on the import is claimed back), the best net marked; each channel
 * with its fees' source and the date they took effect. The Owner edits the fee table here.
 */
export function WhereToSell({ owner, landedCostAUD }: { owner: boolean; landedCostAUD?: number }) {
  const fees = useChannelFees();
  const [editing, setEditing] = useState(false);
  const [typed, setTyped] = useState<Record<Field, string>>({
    landedCostCents: landedCostAUD === undefined ? "100.00" : landedCostAUD.toFixed(2),
    salePriceCents: "199.00",
    shippingChargedCents: "0",
    shippingCostCents: "12.00",
  });
  if (fees.isError) return <ListError what="the channels' fees" onRetry={() => void fees.refetch()} />;
  const parsed = channelMarginInputSchema.safeParse(Object.fromEntries(FIELDS.map(({ key }) => [key, toCentsTyped(typed[key])])));
  const errors = parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
  const margins = fees.data && parsed.success ? channelMargins(fees.data, parsed.data) : undefined;
  const best = margins && bestChannel(margins);
  return (
    <section aria-labelledby="where-to-sell-title" className={`${cardClass} mb-6 p-5 sm:p-6`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="where-to-sell-title" className="flex items-center gap-2 text-lg font-semibold text-ink">
          <Store className="h-5 w-5 text-brand-700" aria-hidden="true" />
          Where to sell
        </h2>
        {owner && fees.data && !editing && (
          <button type="button" className={secondaryButtonClass} onClick={() => setEditing(true)}>
            Edit channel fees
          </button>
        )}
      </div>
      <p className="mt-1 max-w-prose text-sm text-ink-muted">
        What one unit leaves you through each channel after its fees, and the lowest price that breaks even. Every figure is to the cent, as
        a GST-registered seller keeps it.
      </p>
      {editing && fees.data ? (
        <ChannelFeesForm table={fees.data} onClose={() => setEditing(false)} />
      ) : (
        <>
          <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {FIELDS.map((field) => (
              <TextField
                key={field.key}
                compact
                label={field.label}
                hint={field.hint}
                type="number"
                inputMode="decimal"
                min={0}
                step={0.01}
                value={typed[field.key]}
                error={typed[field.key].trim() !== "" ? errors[field.key] : undefined}
                onChange={(event) => setTyped({ ...typed, [field.key]: event.target.value })}
              />
            ))}
          </div>
          {!fees.data ? (
            <p role="status" className="mt-4 text-sm text-ink-muted">
              Loading the channels' fees...
            </p>
          ) : (
            <ul className="mt-5 grid gap-4 md:grid-cols-3" aria-label="Channels" aria-live="polite">
              {fees.data.channels.map((channel) => {
                const margin = margins?.channels.find((candidate) => candidate.id === channel.id);
                const isBest = best?.id === channel.id;
                return (
                  <li
                    key={channel.id}
                    aria-label={channel.label}
                    className={`flex flex-col rounded-lg border p-4 ${isBest ? "border-brand-600 ring-2 ring-brand-600/30" : "border-slate-200"}`}
                  >
                    <div className="flex items-start justify-between gap-2">
                      <h3 className="font-semibold text-ink">{channel.label}</h3>
                      {isBest && <span className="rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-semibold text-white">Best</span>}
                    </div>
                    {margin ? (
                      <dl className="mt-3 grid gap-1 text-sm">
                        <div className="flex justify-between gap-2">
                          <dt className="text-ink-muted">Revenue ex GST</dt>
                          <dd className="tabular-nums text-ink">{aud(margin.revenueExGstCents)}</dd>
                        </div>
                        {margin.fees.map((fee) => (
                          <div key={fee.label} className="flex justify-between gap-2">
                            <dt className="text-ink-muted">{fee.label}</dt>
                            <dd className="tabular-nums text-ink">-{aud(fee.cents)}</dd>
                          </div>
                        ))}
                        <div className="flex justify-between gap-2 border-t border-slate-200 pt-1">
                          <dt className="font-semibold text-ink">Net per unit</dt>
                          <dd className={`font-bold tabular-nums ${margin.netCents < 0 ? "text-red-700" : "text-ink"}`}>
                            {aud(margin.netCents)}
                          </dd>
                        </div>
                        <div className="flex justify-between gap-2">
                          <dt className="text-ink-muted">Margin</dt>
                          <dd className="tabular-nums text-ink">{margin.marginPercent.toFixed(1)}%</dd>
                        </div>
                        <div className="flex justify-between gap-2">
                          <dt className="text-ink-muted">Break-even price</dt>
                          <dd className="tabular-nums text-ink">
                            {margin.breakEvenPriceCents === null ? "None up to A$100,000" : aud(margin.breakEvenPriceCents)}
                          </dd>
                        </div>
                      </dl>
                    ) : (
                      <p className="mt-3 text-sm text-ink-muted">Enter the prices to see the figures.</p>
                    )}
                    <p className="mt-auto pt-3 text-xs text-ink-muted">
                      {channel.source}, from {formatDate(`${channel.effectiveFrom}T00:00:00+10:00`)}
                    </p>
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
