import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { HistoryRow } from "@shared/golf/price-history";
import { formatMoney } from "../lib/golf-format";
import { AXIS_TICK, CHART_COLORS } from "../dashboard/charts/chart-theme";

/** A price holds until the next one is recorded: steps, no dots, gaps bridged, no animation. */
const priceLine = { type: "stepAfter", dot: false, isAnimationActive: false, connectNulls: true } as const;

const dollars = (value: unknown) => (typeof value === "number" ? formatMoney(value, "AUD", { decimals: 0 }) : String(value));

/** The AU price and the US price in A$ at each day's rate, over time. Loaded only when a history opens (React.lazy). */
export default function HistoryChart({ rows }: { rows: readonly HistoryRow[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={[...rows]} accessibilityLayer={false} margin={{ top: 4, right: 12, bottom: 0, left: 0 }}>
        <CartesianGrid vertical={false} stroke={CHART_COLORS.grid} />
        <XAxis dataKey="date" tick={AXIS_TICK} tickLine={false} axisLine={false} minTickGap={24} />
        <YAxis tickFormatter={dollars} tick={AXIS_TICK} tickLine={false} axisLine={false} width={64} domain={["auto", "auto"]} />
        <Tooltip formatter={(value) => dollars(value)} />
        <Legend verticalAlign="top" height={28} wrapperStyle={{ fontSize: 12 }} />
        <Line {...priceLine} dataKey="auPrice" name="AU price (A$)" stroke={CHART_COLORS.australia} />
        <Line {...priceLine} dataKey="usPriceInAud" name="US price in A$ (that day's rate)" stroke={CHART_COLORS.us} />
      </LineChart>
    </ResponsiveContainer>
  );
}
