import { useState } from "react";
import { SHIPPING_MODE_LABELS } from "@shared/golf/border-charges";
import { formatDate } from "@/lib/formatters";
import { cardClass, secondaryButtonClass } from "../../components/golf-styles";
import { ListError } from "../../components/list-error";
import { formatMoney } from "../../lib/golf-format";
import { useBorderCharges } from "../api/shipments-api";
import { BorderChargesForm } from "./border-charges-form";

const aud = (value: number) => formatMoney(value, "AUD");

/** What the border charges by mode and value, with each figure's source and date; an Owner edits the table. */
export function BorderChargesSection({ owner }: { owner: boolean }) {
  const charges = useBorderCharges();
  const [editing, setEditing] = useState(false);
  if (charges.isError) return <ListError what="the border charges" onRetry={() => void charges.refetch()} />;
  const data = charges.data;
  return (
    <section aria-labelledby="border-title" className={`${cardClass} mt-6 p-4 sm:p-6 print:hidden`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="border-title" className="text-lg font-semibold text-ink">
          Border charges
        </h2>
        {owner && data && !editing && (
          <button type="button" className={secondaryButtonClass} onClick={() => setEditing(true)}>
            Edit border charges
          </button>
        )}
      </div>
      <p className="mt-1 max-w-prose text-sm text-ink-muted">
        Charged on a shipment over A$1,000 (a full import declaration), shared across its lines with the broker&apos;s fee.
      </p>
      {!data ? (
        <p role="status" className="mt-2 text-sm text-ink-muted">
          Loading the border charges...
        </p>
      ) : editing ? (
        <BorderChargesForm charges={data} onClose={() => setEditing(false)} />
      ) : (
        <ul className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
          {data.processingCharges.map((tier) => (
            <li key={`${tier.mode}-${tier.fromAUD}`} className="rounded-md border border-slate-200 p-3">
              <p className="font-semibold text-ink">
                Processing, {SHIPPING_MODE_LABELS[tier.mode].toLowerCase()}, from {aud(tier.fromAUD)}: {aud(tier.amountAUD)}
              </p>
              <p className="text-xs text-ink-muted">
                {tier.source}; in force from {formatDate(tier.effectiveFrom)}
              </p>
            </li>
          ))}
          {data.biosecurityCharges.map((charge) => (
            <li key={charge.mode} className="rounded-md border border-slate-200 p-3">
              <p className="font-semibold text-ink">
                Biosecurity, {SHIPPING_MODE_LABELS[charge.mode].toLowerCase()}: {aud(charge.amountAUD)}
              </p>
              <p className="text-xs text-ink-muted">
                {charge.source}; in force from {formatDate(charge.effectiveFrom)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
