import { Cell, Pie, PieChart, ResponsiveContainer, Tooltip } from "recharts";
import { CHART_COLORS } from "./chart-theme";

/** A donut of the US market split by segment. */
export default function SegmentDonutChart({ data }: { data: readonly { segment: string; percent: number }[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <PieChart accessibilityLayer={false}>
        <Pie
          rootTabIndex={-1}
          data={[...data]}
          dataKey="percent"
          nameKey="segment"
          innerRadius="55%"
          outerRadius="90%"
          paddingAngle={2}
          isAnimationActive={false}
          stroke="none"
        >
          {data.map((entry, index) => (
            <Cell key={entry.segment} fill={CHART_COLORS.segments[index % CHART_COLORS.segments.length]} />
          ))}
        </Pie>
        <Tooltip formatter={(value) => `${String(value)}%`} />
      </PieChart>
    </ResponsiveContainer>
  );
}
