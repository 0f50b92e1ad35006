import type { ReactNode } from "react";

export interface Term {
  label: string;
  value: ReactNode;
}

interface TermListProps {
  terms: readonly Term[];
  /** the list's own layout */
  className: string;
  /** each pair's wrapper ("contents" to let the list's grid place the term and its value) */
  pairClassName: string;
  labelClassName: string;
  valueClassName: string;
}

/** Labelled values as a description list: each label a <dt>, its value the <dd> after it. */
export function TermList({ terms, className, pairClassName, labelClassName, valueClassName }: TermListProps) {
  return (
    <dl className={className}>
      {terms.map((term) => (
        <div key={term.label} className={pairClassName}>
          <dt className={labelClassName}>{term.label}</dt>
          <dd className={valueClassName}>{term.value}</dd>
        </div>
      ))}
    </dl>
  );
}
