import { AlertTriangle, CheckCircle2, MinusCircle } from "lucide-react";
import { marginBand } from "@shared/golf/profit-math";
import { Badge } from "../../components/badge";
import { MARGIN_BAND_DISPLAY } from "../profit-rules";

const ICONS = { excellent: CheckCircle2, fair: MinusCircle, low: AlertTriangle } as const;

/** The band of a net margin in words and colour: 40+ green, 25+ yellow, below 25 red. */
export function MarginBandBadge({ netMargin }: { netMargin: number }) {
  const band = marginBand(netMargin);
  const Icon = ICONS[band];
  return (
    <Badge tone={MARGIN_BAND_DISPLAY[band].tone}>
      <Icon className="h-3.5 w-3.5" aria-hidden="true" />
      {MARGIN_BAND_DISPLAY[band].label}
    </Badge>
  );
}
