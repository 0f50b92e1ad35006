import { TermList } from "./term-list";

export interface Stat {
  value: string;
  label: string;
}

/** Headline figures ("30+ Years of experience") on a dark band. */
export function StatList({ stats, label }: { stats: Stat[]; label: string }) {
  return (
    <section aria-label={label} className="bg-brand-800 text-white">
      <TermList
        terms={stats}
        className="mx-auto grid max-w-content grid-cols-1 gap-6 px-4 py-10 text-center sm:grid-cols-3 sm:px-6"
        pairClassName="flex flex-col-reverse gap-1"
        labelClassName="text-sm font-medium uppercase tracking-wide text-brand-100"
        valueClassName="text-4xl font-bold text-accent-400"
      />
    </section>
  );
}
