import * as Dialog from "@radix-ui/react-dialog";
import { LineChart as LineChartIcon, X } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import type { HistoryRow } from "@shared/golf/price-history";
import { golfToday } from "@shared/golf/price-validation";
import { secondaryButtonClass } from "../components/golf-styles";
import { formatMoney, formatPercent } from "../lib/golf-format";
import { useProductHistory } from "./history-api";
import { StaffPriceTools } from "./staff-price-tools";
import { HeaderRow } from "@/components/header-row";
import { DAY_MS } from "@shared/calendar/durations";
import { ScrollRegion } from "@/components/scroll-region";

const HISTORY_COLUMNS = [
  { label: "Date", className: "px-2 py-2" },
  ...["AU price", "US price", "Rate (US$ per A$1)", "US in A$", "Gap", "Landed cost", "Margin"].map((label) => ({
    label,
    className: "px-2 py-2 text-right",
  })),
];

const HistoryChart = lazy(() => import("./history-chart"));

const pressedClass =
  "inline-flex items-center justify-center gap-2 rounded-md border border-brand-700 bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white shadow-sm";

const RANGES = [
  { label: "3 months", days: 91 },
  { label: "1 year", days: 365 },
  { label: "All", days: null },
] as const;

const daysBefore = (days: number) => golfToday(Date.now() - days * DAY_MS);
const money = (value: number | null, currency: "AUD" | "USD") => (value === null ? "-" : formatMoney(value, currency));
const percent = (value: number | null) => (value === null ? "-" : formatPercent(value, { decimals: 1, signed: true }));

function HistoryTable({ rows }: { rows: readonly HistoryRow[] }) {
  return (
    <ScrollRegion className="relative max-h-72 overflow-auto rounded-md border border-slate-200" label="Price history table (scrolls)">
      <table className="w-full min-w-[46rem] text-sm">
        <caption className="sr-only">Each day's prices, the rate used and the figures worked from them</caption>
        <thead className="sticky top-0 bg-slate-50 text-left text-xs font-semibold text-ink-muted">
          <HeaderRow cells={HISTORY_COLUMNS} />
        </thead>
        <tbody>
          {[...rows].reverse().map((row) => (
            <tr key={row.date} className="border-t border-slate-100">
              <th scope="row" className="px-2 py-1.5 text-left font-medium whitespace-nowrap text-ink">
                {row.date}
              </th>
              <td className="px-2 py-1.5 text-right tabular-nums">{money(row.auPrice, "AUD")}</td>
              <td className="px-2 py-1.5 text-right tabular-nums">{money(row.usPrice, "USD")}</td>
              <td className="px-2 py-1.5 text-right tabular-nums whitespace-nowrap">
                {row.usdPerAud === null ? "-" : `${row.usdPerAud} (${row.rateDate})`}
              </td>
              <td className="px-2 py-1.5 text-right tabular-nums">{money(row.usPriceInAud, "AUD")}</td>
              <td className="px-2 py-1.5 text-right tabular-nums">{percent(row.gapPercent)}</td>
              <td className="px-2 py-1.5 text-right tabular-nums">{money(row.landedCostAud, "AUD")}</td>
              <td className="px-2 py-1.5 text-right tabular-nums">{percent(row.landedMarginPercent)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/**
 * A product's price history in a dialog: the AU price and the US price in A$ at each day's rate, the gap and the
 * landed cost and margin (one unit, made in the US, no freight or fee), as a chart and as its table; staff add a
 * price or watch the product from here.
 */
export function ProductHistoryDialog({ productId, productName, staff }: { productId: number; productName: string; staff: boolean }) {
  const [open, setOpen] = useState(false);
  const [range, setRange] = useState<(typeof RANGES)[number]>(RANGES[1]);
  const from = range.days === null ? undefined : daysBefore(range.days);
  const history = useProductHistory(productId, from, open);
  const rows = history.data?.rows ?? [];
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button type="button" className={`${secondaryButtonClass} px-3 py-1.5`}>
          <LineChartIcon aria-hidden="true" className="h-4 w-4" />
          Price history<span className="sr-only"> of {productName}</span>
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-1rem)] w-[calc(100vw-1rem)] max-w-4xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-4 shadow-xl focus:outline-none sm:p-6">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold text-ink">{productName}: price history</Dialog.Title>
            <Dialog.Close
              aria-label="Close"
              className="-m-1 inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-md text-ink-muted hover:bg-slate-100 hover:text-ink"
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-sm text-ink-muted">
            Each day's prices at that day's exchange rate (or the latest before it). Landed cost and margin for one unit made in the United
            States, with no freight or broker fee, against the AU price as the shelf price.
          </Dialog.Description>
          <div className="mt-4 flex flex-wrap gap-2" role="group" aria-label="Range">
            {RANGES.map((option) => (
              <button
                key={option.label}
                type="button"
                aria-pressed={option === range}
                onClick={() => setRange(option)}
                className={option === range ? pressedClass : `${secondaryButtonClass} px-3 py-1.5`}
              >
                {option.label}
              </button>
            ))}
          </div>
          {history.isPending ? (
            <p role="status" className="mt-6 text-sm text-ink-muted">
              Loading the history...
            </p>
          ) : history.isError ? (
            <p className="mt-6 text-sm text-ink">No price history for this product yet (the sample catalogue has none).</p>
          ) : rows.length === 0 ? (
            <p className="mt-6 text-sm text-ink">
              {range.days === null ? "No prices recorded for this product yet." : "No prices were seen in this range: try All."}
            </p>
          ) : (
            <>
              <div aria-hidden="true" className="mt-4 h-64 w-full">
                <Suspense fallback={<div className="h-full w-full animate-pulse rounded-md bg-slate-100" />}>
                  <HistoryChart rows={rows} />
                </Suspense>
              </div>
              <div className="mt-4">
                <HistoryTable rows={rows} />
              </div>
            </>
          )}
          {staff && !history.isError ? <StaffPriceTools productId={productId} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
