import { useId, useState } from "react";
import { truncateText } from "@/lib/truncate-text";

/** Long text cut at `limit` characters, with a Show more / Show less toggle. */
export function ExpandableText({ text, limit }: { text: string; limit: number }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const { shown, truncated } = truncateText(text, limit);
  if (!truncated) return <p className="whitespace-pre-line wrap-break-word">{text}</p>;
  return (
    <div>
      <p id={id} className="whitespace-pre-line wrap-break-word">
        {expanded ? text : `${shown}...`}
      </p>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded((open) => !open)}
        className="mt-1 rounded text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
      >
        {expanded ? "Show less" : "Show more"}
      </button>
    </div>
  );
}
