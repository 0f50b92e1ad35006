/** How a fact sits on a card: its label above it, beside it, or at the row's far side from it (a figure). */
const LAYOUTS = {
  above: { row: "", label: "text-xs font-medium uppercase tracking-wide text-ink-muted", value: "mt-0.5 text-sm text-ink" },
  beside: { row: "flex gap-2", label: "w-28 shrink-0 text-ink-muted", value: "min-w-0 text-ink" },
  figure: { row: "flex justify-between gap-3 py-1", label: "text-ink-muted", value: "text-right font-medium tabular-nums text-ink" },
};

/** One labelled fact of a card's list (inside a <dl>); nothing when the record has no value for it. */
export function CardFact({ label, value, layout }: { label: string; value: string | null; layout: keyof typeof LAYOUTS }) {
  if (!value) return null;
  const looks = LAYOUTS[layout];
  return (
    <div className={looks.row || undefined}>
      <dt className={looks.label}>{label}</dt>
      <dd className={looks.value}>{value}</dd>
    </div>
  );
}
