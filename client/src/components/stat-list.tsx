export interface Stat {
  value: string;
  label: string;
}

/** Headline figures ("30+ Years of experience") on a dark band. */
export function StatList({ stats, label }: { stats: Stat[]; label: string }) {
  return (
    <section aria-label={label} className="bg-brand-800 text-white">
      <dl className="mx-auto grid max-w-content grid-cols-1 gap-6 px-4 py-10 text-center sm:grid-cols-3 sm:px-6">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse gap-1">
            <dt className="text-sm font-medium uppercase tracking-wide text-brand-100">{stat.label}</dt>
            <dd className="text-4xl font-bold text-accent-400">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
