import { useState } from "react";
import { ScrollTable } from "@/components/staff/scroll-table";
import { type PriceSuggestions, tableWithSuggestions } from "@shared/costs/costs-api";
import { type Band, FENCE_TYPE_LABELS, type PriceTable, WALL_MATERIAL_LABELS } from "@shared/estimates/price-table";
import { formatCents } from "@shared/quotes/quote-math";
import { toast } from "@/components/ui/use-toast";
import { AdminDialog, dialogButton } from "@/components/staff/staff-dialog";
import { toastFailure } from "@/components/staff/failure-toast";
import { usePriceTable, useSavePriceTable } from "@/features/estimates";
import { usePriceSuggestions, useProductivity } from "../api/costs";

const head = "py-2 pr-3 font-semibold";
const cell = "py-1.5 pr-3 text-right tabular-nums";
const hours = (value: number | null) => (value === null ? "-" : value.toFixed(2));
const bandText = (band: Band | undefined) => (band ? `${formatCents(band.low)} to ${formatCents(band.high)}` : "-");

function Table({ caption, headers, rows }: { caption: string; headers: string[]; rows: (string | number)[][] }) {
  return (
    <ScrollTable label={caption} className="rounded-xl bg-white p-3 shadow-sm ring-1 ring-gray-200">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-gray-200 text-xs tracking-wide text-ink-muted uppercase">
            {headers.map((header, i) => (
              <th key={header} scope="col" className={i === 0 ? head : `${head} text-right`}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, ...figures]) => (
            <tr key={String(label)} className="border-b border-gray-100 last:border-0">
              <th scope="row" className="py-1.5 pr-3 font-normal text-ink">
                {label}
              </th>
              {figures.map((figure, i) => (
                <td key={i} className={cell}>
                  {figure}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}

/** The suggested bands beside today's, and "Save as new price table" once the Owner confirms. */
function Suggestions({ suggestions, table }: { suggestions: PriceSuggestions; table: PriceTable }) {
  const save = useSavePriceTable();
  const [open, setOpen] = useState(false);
  const rows = [
    ...suggestions.walls.map((wall) => [
      `${WALL_MATERIAL_LABELS[wall.material]} wall, per m²`,
      wall.jobs,
      formatCents(wall.costPerUnitCents),
      bandText(table.walls[wall.material]),
      bandText(wall.band),
    ]),
    ...suggestions.fences.map((fence) => [
      `${FENCE_TYPE_LABELS[fence.type]} fence, per metre (${fence.heights.length ? fence.heights.map((h) => `${h} m`).join(", ") : "no table height"})`,
      fence.jobs,
      formatCents(fence.costPerUnitCents),
      fence.heights.map((height) => bandText(table.fences[fence.type][height])).join("; ") || "-",
      bandText(fence.band),
    ]),
  ];
  if (rows.length === 0)
    return <p className="text-sm text-ink-muted">No completed job with runs yet: prices are suggested from what jobs really cost.</p>;
  return (
    <div className="grid gap-3">
      <Table
        caption="Suggested prices beside today's, including GST"
        headers={["Kind", "Jobs", "Actual cost per unit", "Today's price", "Suggested"]}
        rows={rows}
      />
      <p className="text-sm text-ink-muted">
        Each suggestion earns a {suggestions.targetMarginPercent}% margin on the average actual cost of the last jobs of its kind, including
        GST, 10% either side.
      </p>
      <AdminDialog
        open={open}
        onOpenChange={setOpen}
        title="Save the suggested prices?"
        description="They become a new version of the estimate's price table, and the website's instant estimate uses them from now on. The rates without a suggestion stay as they are."
        trigger={
          <button type="button" className={`${dialogButton.primary} justify-self-start`}>
            Save as new price table
          </button>
        }
      >
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={dialogButton.secondary} onClick={() => setOpen(false)}>
            Not now
          </button>
          <button
            type="button"
            className={dialogButton.primary}
            disabled={save.isPending}
            onClick={() =>
              save.mutate(tableWithSuggestions(table, suggestions), {
                onSuccess: () => {
                  setOpen(false);
                  toast({ title: "New price table saved", description: "The instant estimate uses the suggested prices now." });
                },
                onError: toastFailure("Not saved"),
              })
            }
          >
            {save.isPending ? "Saving..." : "Save the prices"}
          </button>
        </div>
      </AdminDialog>
    </div>
  );
}

/** /admin/reports "Productivity": hours per m² of wall and per metre of fence, quoted and actual, and prices that learn from them. */
export function ProductivityPanel({ range }: { range: { from: string; to: string } }) {
  const report = useProductivity(range);
  const [suggesting, setSuggesting] = useState(false);
  const suggestions = usePriceSuggestions(suggesting);
  const table = usePriceTable();
  if (!report.data) return <p className="text-sm text-ink-muted">{report.isError ? "The figures could not be loaded." : "Loading..."}</p>;
  const { walls, fences } = report.data;
  return (
    <div className="grid gap-4">
      {walls.length + fences.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-center text-sm text-ink-muted ring-1 ring-gray-200">
          No job with runs was completed in this range.
        </p>
      ) : (
        <>
          {walls.length > 0 && (
            <Table
              caption="Walls: hours per square metre of wall face"
              headers={["Wall", "Jobs", "m²", "Hours per m², quoted", "Hours per m², actual"]}
              rows={walls.map((row) => [
                WALL_MATERIAL_LABELS[row.material],
                row.jobs,
                row.areaM2.toFixed(2),
                hours(row.quotedHoursPerM2),
                hours(row.actualHoursPerM2),
              ])}
            />
          )}
          {fences.length > 0 && (
            <Table
              caption="Fences: hours per metre"
              headers={["Fence", "Jobs", "Metres", "Hours per metre, quoted", "Hours per metre, actual"]}
              rows={fences.map((row) => [
                FENCE_TYPE_LABELS[row.type],
                row.jobs,
                row.metres.toFixed(2),
                hours(row.quotedHoursPerMetre),
                hours(row.actualHoursPerMetre),
              ])}
            />
          )}
        </>
      )}
      {!suggesting ? (
        <button type="button" className={`${dialogButton.secondary} justify-self-start`} onClick={() => setSuggesting(true)}>
          Suggest prices
        </button>
      ) : suggestions.data && table.data ? (
        <Suggestions suggestions={suggestions.data} table={table.data} />
      ) : (
        <p className="text-sm text-ink-muted">
          {suggestions.isError || table.isError ? "The suggestions could not be worked out." : "Working out the suggestions..."}
        </p>
      )}
    </div>
  );
}
