/** What a change moved, field by field: before -> after (values as text, long ones cut short). */
export function AuditChange({ before, after }: { before: Record<string, unknown> | null; after: Record<string, unknown> | null }) {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  if (fields.length === 0) return null;
  const show = (value: unknown) => {
    if (value === undefined || value === null || value === "") return "none";
    const text = typeof value === "string" ? value : JSON.stringify(value);
    return text.length > 120 ? `${text.slice(0, 117)}...` : text;
  };
  return (
    <details className="mt-1 text-xs text-ink-muted">
      <summary className="cursor-pointer select-none">Before and after</summary>
      <dl className="mt-1 grid grid-cols-[minmax(0,8rem)_minmax(0,1fr)] gap-x-3 gap-y-1">
        {fields.map((field) => (
          <div key={field} className="contents">
            <dt className="font-medium text-ink">{field}</dt>
            <dd className="wrap-break-word">
              {before && field in before && <span className="line-through decoration-red-400">{show(before[field])}</span>}
              {before && field in before && after && field in after && " -> "}
              {after && field in after && <span>{show(after[field])}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
