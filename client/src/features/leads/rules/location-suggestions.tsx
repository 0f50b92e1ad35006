import type { LeadRules } from "./use-lead-rules";

/** South East Queensland suburbs matching what the visitor typed, offered by the browser's own list. */
export function LocationSuggestions({ id, rules, typed }: { id: string; rules: LeadRules | null; typed: string }) {
  const matches = rules ? rules.suggestLocalities(typed).map(rules.localityLabel) : [];
  return (
    <datalist id={id}>
      {matches.map((label) => (
        <option key={label} value={label} />
      ))}
    </datalist>
  );
}
