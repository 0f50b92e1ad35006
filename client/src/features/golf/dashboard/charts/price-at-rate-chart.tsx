import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, XAxis, YAxis } from "recharts";
import { formatMoney } from "../../lib/golf-format";
import { AXIS_TICK, CHART_COLORS } from "./chart-theme";

const shortName = (name: string) => (name.length > 18 ? `${name.slice(0, 17).trimEnd()}…` : name);
const dollars = (value: unknown) => (typeof value === "number" ? formatMoney(value, "USD", { decimals: 0 }) : String(value));

export interface PriceAtRate {
  productName: string;
  usPrice: number;
  /** the Australian price converted to US dollars at the stored rate */
  australianPriceUSD: number;
}

/** The US price and the Australian price in US dollars at the stored rate, side by side per product. */
export default function PriceAtRateChart({ data }: { data: readonly PriceAtRate[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        data={data.map((d) => ({ ...d, name: shortName(d.productName) }))}
        layout="vertical"
        accessibilityLayer={false}
        margin={{ top: 0, right: 16, bottom: 0, left: 0 }}
      >
        <CartesianGrid horizontal={false} stroke={CHART_COLORS.grid} />
        <XAxis type="number" tickFormatter={dollars} tick={AXIS_TICK} axisLine={false} tickLine={false} />
        <YAxis type="category" dataKey="name" tick={AXIS_TICK} axisLine={false} tickLine={false} width={128} />
        <Legend verticalAlign="top" height={28} wrapperStyle={{ fontSize: 12 }} />
        <Bar dataKey="usPrice" name="US price (US$)" fill={CHART_COLORS.us} isAnimationActive={false} barSize={10} />
        <Bar
          dataKey="australianPriceUSD"
          name="Australian price at today's rate (US$)"
          fill={CHART_COLORS.australia}
          isAnimationActive={false}
          barSize={10}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
