import type { ProductRow } from "@shared/golf/golf-api";
import type { ShipmentLineResult, ShipmentResult } from "@shared/golf/shipment";
import { SHIPPING_MODE_LABELS } from "@shared/golf/border-charges";
import { formatDate } from "@/lib/formatters";
import { cardClass } from "../../components/golf-styles";
import { type Column, DataTable } from "../../dashboard/components/data-table";
import { formatMoney, formatPercent } from "../../lib/golf-format";
import { formatRate } from "../../lib/golf-settings";
import { BestChannel } from "../../channels/components/best-channel";

const aud = (value: number) => formatMoney(value, "AUD");
type Row = ShipmentLineResult & { name: string; index: number; priceAUD: number };

const COLUMNS: Column<Row>[] = [
  {
    header: "Product",
    cell: (row) => (
      <>
        {row.name}
        <span className="block text-xs font-normal text-ink-muted">
          {row.units} from {row.origin}
        </span>
      </>
    ),
    rowHeader: true,
    wrap: true,
    className: "min-w-36",
  },
  { header: "Customs value", cell: (row) => aud(row.customsValueAUD), numeric: true },
  {
    header: "Duty",
    cell: (row) => (
      <>
        {aud(row.dutyAUD)}
        <span className="block text-xs text-ink-muted">{row.dutyRatePercent}%</span>
      </>
    ),
    numeric: true,
  },
  { header: "Freight share", cell: (row) => aud(row.freightShareAUD), numeric: true },
  { header: "Charges and fee", cell: (row) => aud(row.chargesShareAUD), numeric: true },
  { header: "Landed cost", cell: (row) => aud(row.landedCostAUD), numeric: true },
  { header: "Per unit", cell: (row) => aud(row.landedPerUnitAUD), numeric: true },
  { header: "Margin a unit", cell: (row) => aud(row.marginPerUnitAUD), numeric: true },
  {
    header: "Margin",
    cell: (row) => (row.marginPercent === null ? "n/a" : formatPercent(row.marginPercent, { decimals: 2 })),
    numeric: true,
  },
  {
    header: "Best channel",
    cell: (row) => <BestChannel landedCostAUD={row.landedPerUnitAUD} priceAUD={row.priceAUD} />,
    wrap: true,
    className: "min-w-44",
  },
  { header: "Import GST", cell: (row) => aud(row.importGstAUD), numeric: true },
];

/** The shipment's lines and what it costs landed, with the border's part and the rate it was converted at. */
export function ShipmentResults({ result, products, name }: { result: ShipmentResult; products: readonly ProductRow[]; name: string }) {
  const productOf = (id: number) => products.find((product) => product.id === id);
  const rows: Row[] = result.lines.map((line, index) => ({
    ...line,
    name: productOf(line.productId)?.name ?? `Product ${line.productId}`,
    priceAUD: productOf(line.productId)?.priceAUD ?? 0,
    index,
  }));
  const figures: [string, string][] = [
    ["Customs value", aud(result.customsValueAUD)],
    ["Freight and insurance", aud(result.freightInsuranceAUD)],
    ["Duty", aud(result.dutyAUD)],
    [`Import processing charge (${SHIPPING_MODE_LABELS[result.mode].toLowerCase()})`, aud(result.processingChargeAUD)],
    [`Biosecurity charge (${SHIPPING_MODE_LABELS[result.mode].toLowerCase()})`, aud(result.biosecurityChargeAUD)],
    ["Customs broker fee", aud(result.brokerFeeAUD)],
  ];
  return (
    <section aria-labelledby="shipment-results-title" className={`${cardClass} mt-3 p-4 sm:p-6 print:border-0 print:shadow-none`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="shipment-results-title" className="text-lg font-semibold text-ink">
          {name && <span className="hidden print:inline">{name}: </span>}
          Landed by {SHIPPING_MODE_LABELS[result.mode].toLowerCase()}: {aud(result.totalLandedAUD)}
        </h2>
        <p className="text-sm text-ink-muted">
          At {formatRate(result.rate.usdPerAud)} of {formatDate(result.rate.date)}; freight and charges shared by {result.shareBy}
        </p>
      </div>
      {result.lowValue && (
        <p className="mt-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Customs value of A$1,000 or less: no duty, import GST or border charges. GST is charged when you sell instead.
        </p>
      )}
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-3 lg:grid-cols-6">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-md border border-slate-200 bg-white p-3">
            <dt className="text-ink-muted">{label}</dt>
            <dd className="mt-0.5 font-semibold tabular-nums text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 hidden sm:block print:block print:[&_table]:text-[11px] print:[&_td]:px-1.5 print:[&_th]:px-1.5">
        <DataTable caption="Lines of the shipment" columns={COLUMNS} rows={rows} rowKey={(row) => row.index} />
      </div>
      <LineCards rows={rows} />
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
        <div className="rounded-md bg-brand-50 p-3">
          <dt className="text-brand-800">Total landed cost</dt>
          <dd className="text-xl font-bold tabular-nums text-ink">{aud(result.totalLandedAUD)}</dd>
        </div>
        <div className="rounded-md bg-slate-100 p-3">
          <dt className="text-ink-muted">Margin at the shelf prices (ex GST)</dt>
          <dd className="text-xl font-bold tabular-nums text-ink">{aud(result.marginAUD)}</dd>
        </div>
        <div className="rounded-md bg-slate-100 p-3">
          <dt className="text-ink-muted">Import GST paid at the border</dt>
          <dd className="text-xl font-bold tabular-nums text-ink">{aud(result.importGstAUD)}</dd>
          <dd className="text-xs text-ink-muted">Claimed back in your BAS: shown, not counted as a cost</dd>
        </div>
      </dl>
    </section>
  );
}

/** On a phone, each line as a card with what matters most: landed cost, per unit and margin. */
function LineCards({ rows }: { rows: readonly Row[] }) {
  return (
    <ul className="mt-4 space-y-3 sm:hidden print:hidden" aria-label="Lines of the shipment">
      {rows.map((row) => (
        <li key={row.index} className="rounded-md border border-slate-200 p-3 text-sm">
          <p className="font-semibold text-ink">{row.name}</p>
          <p className="text-xs text-ink-muted">
            {row.units} from {row.origin}, duty {row.dutyRatePercent}%
          </p>
          <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1">
            {(
              [
                ["Customs value", aud(row.customsValueAUD)],
                ["Duty", aud(row.dutyAUD)],
                ["Freight share", aud(row.freightShareAUD)],
                ["Charges and fee", aud(row.chargesShareAUD)],
                ["Landed cost", aud(row.landedCostAUD)],
                ["Per unit", aud(row.landedPerUnitAUD)],
                ["Margin a unit", aud(row.marginPerUnitAUD)],
                ["Margin", row.marginPercent === null ? "n/a" : formatPercent(row.marginPercent, { decimals: 2 })],
                ["Import GST (claimable)", aud(row.importGstAUD)],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="flex justify-between gap-2 border-b border-slate-100 py-0.5">
                <dt className="text-ink-muted">{label}</dt>
                <dd className="font-medium tabular-nums text-ink">{value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-2 text-sm">
            <span className="text-ink-muted">Best channel at the AU price: </span>
            <span className="font-medium text-ink">
              <BestChannel landedCostAUD={row.landedPerUnitAUD} priceAUD={row.priceAUD} />
            </span>
          </p>
        </li>
      ))}
    </ul>
  );
}
