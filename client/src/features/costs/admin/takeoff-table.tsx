import type { TakeoffLine } from "@shared/costs/takeoff";
import { ScrollTable } from "@/components/staff/scroll-table";

/** A quantity as the order list writes it: m³ to 0.1, the rest whole. */
export const quantityText = (line: TakeoffLine) => (line.unit === "m³" ? line.quantity.toFixed(1) : String(line.quantity));

/** The materials a set of runs needs, one row per item. */
export function TakeoffTable({ lines, caption }: { lines: readonly TakeoffLine[]; caption: string }) {
  return (
    <ScrollTable label={caption}>
      <table className="w-full min-w-72 text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-gray-200 text-xs tracking-wide text-ink-muted uppercase">
            <th scope="col" className="py-2 pr-3 font-semibold">
              Item
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              Quantity
            </th>
            <th scope="col" className="py-2 font-semibold">
              Unit
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={`${line.item}|${line.unit}`} className="border-b border-gray-100 last:border-0">
              <td className="py-1.5 pr-3 text-ink">{line.item}</td>
              <td className="py-1.5 pr-3 text-right text-ink tabular-nums">{quantityText(line)}</td>
              <td className="py-1.5 text-ink-muted">{line.unit}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}
