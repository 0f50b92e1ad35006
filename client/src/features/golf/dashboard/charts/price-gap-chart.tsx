import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, XAxis, YAxis } from "recharts";
import { formatPercent } from "../../lib/golf-format";
import { AXIS_TICK, CHART_COLORS } from "./chart-theme";

const shortName = (name: string) => (name.length > 18 ? `${name.slice(0, 17).trimEnd()}…` : name);

/** One line per product name, cut short: the table below the chart has the full names. */
function ProductTick({ x, y, payload }: { x?: number | string; y?: number | string; payload?: { value?: unknown } }) {
  return (
    <text x={x} y={y} dy={4} textAnchor="end" fill={AXIS_TICK.fill} fontSize={AXIS_TICK.fontSize}>
      {shortName(String(payload?.value ?? ""))}
    </text>
  );
}
const percent = (value: unknown) => (typeof value === "number" ? formatPercent(value, { signed: true }) : String(value));

/** How much dearer each product is in Australia, widest gap first. */
export default function PriceGapChart({ data }: { data: readonly { productName: string; priceGap: number }[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={[...data]} layout="vertical" accessibilityLayer={false} margin={{ top: 0, right: 48, bottom: 0, left: 0 }}>
        <CartesianGrid horizontal={false} stroke={CHART_COLORS.grid} />
        <XAxis type="number" tickFormatter={percent} tick={AXIS_TICK} axisLine={false} tickLine={false} />
        <YAxis type="category" dataKey="productName" tick={ProductTick} axisLine={false} tickLine={false} width={128} />
        <Bar dataKey="priceGap" fill={CHART_COLORS.gap} radius={[0, 3, 3, 0]} isAnimationActive={false} barSize={14}>
          <LabelList dataKey="priceGap" position="right" formatter={percent} style={{ fill: CHART_COLORS.axis, fontSize: 12 }} />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
