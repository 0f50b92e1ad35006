import type { GolfSettingsView } from "@shared/golf/settings";
import { rateUsed } from "../lib/golf-settings";

/** One tap away: why "Gap at today's rate" differs from the plain price gap, and which rate it used. */
export function GapExplainer({ settings, className }: { settings: GolfSettingsView | undefined; className?: string }) {
  return (
    <details className={className}>
      <summary className="cursor-pointer text-xs font-medium text-brand-700 underline-offset-2 hover:underline">
        What is &quot;Gap at today&apos;s rate&quot;?
      </summary>
      <p className="mt-1 text-xs text-ink-muted">
        The price gap compares the Australian price in A$ with the US price in US$ as if they were one currency. Gap at today&apos;s rate
        first converts the Australian price to US dollars
        {settings ? ` at ${rateUsed(settings)}` : " at the stored rate"}, so it shows how much dearer (or cheaper) the product really is in
        Australia, before freight, duty and GST.
      </p>
    </details>
  );
}
