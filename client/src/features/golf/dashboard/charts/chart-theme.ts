/** Colours of the dashboard charts: US in slate, Australia in the brand green. */
export const CHART_COLORS = {
  us: "#475569",
  australia: "#236442",
  gap: "#2f7d53",
  grid: "#e2e8f0",
  axis: "#52606d",
  segments: ["#1c5036", "#4c9a6e", "#ee9b1d", "#94a3b8"],
} as const;

export const AXIS_TICK = { fill: CHART_COLORS.axis, fontSize: 12 } as const;
