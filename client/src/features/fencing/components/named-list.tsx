import type { NamedDescription } from "../content/types";

/** A small titled list of fence profiles or styles. */
export function NamedList({ title, items }: { title: string; items: readonly NamedDescription[] }) {
  return (
    <div className="mt-6">
      <h4 className="text-base font-semibold text-ink">{title}</h4>
      <ul className={`mt-3 grid gap-3 sm:grid-cols-2 ${items.length >= 4 ? "lg:grid-cols-4" : ""}`}>
        {items.map((item) => (
          <li key={item.name} className="rounded-lg border border-gray-200 p-4">
            <p className="font-semibold text-brand-800">{item.name}</p>
            <p className="mt-1 text-sm leading-relaxed text-ink-muted">{item.description}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
