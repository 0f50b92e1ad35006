import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatRevenue } from "../../lib/golf-format";
import type { SegmentComparison } from "../dashboard-rules";
import { AXIS_TICK, CHART_COLORS } from "./chart-theme";

const shortSegment = (segment: string) => segment.replace(/^Golf\s+/i, "");
const money = (value: unknown) => (typeof value === "number" ? formatRevenue(value) : String(value));

/** US and Australian market size per segment, side by side. */
export default function MarketSegmentChart({ data }: { data: readonly SegmentComparison[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={[...data]} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
        <CartesianGrid vertical={false} stroke={CHART_COLORS.grid} />
        <XAxis dataKey="segment" tickFormatter={shortSegment} tick={AXIS_TICK} axisLine={false} tickLine={false} interval={0} />
        <YAxis tickFormatter={money} tick={AXIS_TICK} axisLine={false} tickLine={false} width={72} />
        <Tooltip formatter={money} cursor={{ fill: "#f1f5f9" }} />
        <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={null} />
        <Bar dataKey="usUSD" name="US" fill={CHART_COLORS.us} radius={[3, 3, 0, 0]} isAnimationActive={false} />
        <Bar dataKey="australiaUSD" name="Australia" fill={CHART_COLORS.australia} radius={[3, 3, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
