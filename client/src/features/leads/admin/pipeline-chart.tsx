import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, XAxis, YAxis } from "recharts";

export interface PipelineChartDatum {
  status: string;
  [source: string]: number | string;
}

const SOURCE_COLOURS = ["#15803d", "#2563eb"];

/** Leads per status, one bar per status stacked by source. Loaded only on /admin (React.lazy). */
export default function PipelineChart({ data, sources }: { data: readonly PipelineChartDatum[]; sources: readonly string[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={[...data]} margin={{ top: 4, right: 8, bottom: 0, left: -20 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke="#e5e7eb" />
        <XAxis dataKey="status" tick={{ fontSize: 11, fill: "#4b5563" }} interval={0} tickLine={false} axisLine={false} />
        <YAxis allowDecimals={false} tick={{ fontSize: 11, fill: "#4b5563" }} tickLine={false} axisLine={false} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        {sources.map((source, i) => (
          <Bar
            key={source}
            dataKey={source}
            stackId="leads"
            fill={SOURCE_COLOURS[i % SOURCE_COLOURS.length]}
            isAnimationActive={false}
            maxBarSize={36}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
