import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

export interface ValueSpendDatum {
  month: string;
  "Won value": number;
  "Ad spend": number;
}

const compact = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD", notation: "compact", maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD", maximumFractionDigits: 0 });

/** Won value and ad spend by month, in dollars. Loaded only on /admin/reports (React.lazy). */
export default function ValueSpendChart({ data }: { data: readonly ValueSpendDatum[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={[...data]} margin={{ top: 8, right: 8, bottom: 0, left: 4 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke="#e5e7eb" />
        <XAxis dataKey="month" tick={{ fontSize: 11, fill: "#4b5563" }} tickLine={false} axisLine={false} />
        <YAxis
          tickFormatter={(value: number) => compact.format(value)}
          tick={{ fontSize: 11, fill: "#4b5563" }}
          tickLine={false}
          axisLine={false}
          width={56}
        />
        <Tooltip formatter={(value) => whole.format(Number(value))} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Bar dataKey="Won value" fill="#15803d" isAnimationActive={false} maxBarSize={28} />
        <Bar dataKey="Ad spend" fill="#b45309" isAnimationActive={false} maxBarSize={28} />
      </BarChart>
    </ResponsiveContainer>
  );
}
