import { lazy } from "react";

/** recharts is heavy: it loads only when a dashboard chart first renders, never on other pages. */
export const MarketSegmentChart = lazy(() => import("./market-segment-chart"));
export const SegmentDonutChart = lazy(() => import("./segment-donut-chart"));
export const PriceGapChart = lazy(() => import("./price-gap-chart"));
export const PriceAtRateChart = lazy(() => import("./price-at-rate-chart"));
