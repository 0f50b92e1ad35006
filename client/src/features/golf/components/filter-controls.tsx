import { GOLF_EXPORT_LIMIT, GOLF_LIST_LIMIT } from "@shared/golf/list-limits";
import { clsx } from "clsx";
import { Search } from "lucide-react";
import type { ReactNode } from "react";
import { FormField } from "@/components/forms/form-field";
import { SelectField, type SelectOption } from "@/components/forms/select-field";
import { cardClass, secondaryButtonClass } from "./golf-styles";

/** The row of filters above a golf list. */
export function FilterBar({ children, label }: { children: ReactNode; label: string }) {
  return (
    <div
      role="search"
      aria-label={label}
      className={`${cardClass} mb-4 grid grid-cols-1 gap-3 p-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))] lg:items-end`}
    >
      {children}
    </div>
  );
}

export function SearchFilter({
  label,
  value,
  onChange,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}) {
  return (
    <FormField compact label={label} className="sm:col-span-2 lg:col-span-1">
      {(control) => (
        <div className="relative">
          <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500" aria-hidden="true" />
          <input
            {...control}
            type="search"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            placeholder={placeholder}
            className={clsx(control.className, "pl-9")}
            autoComplete="off"
          />
        </div>
      )}
    </FormField>
  );
}

export function SelectFilter({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
}) {
  return <SelectField compact label={label} value={value} onChange={(event) => onChange(event.target.value)} options={options} />;
}

/** "Showing 4 of 21 products", announced politely as filters change. */
export function ResultCount({ shown, total, noun }: { shown: number; total: number; noun: string }) {
  return (
    <p className="mb-3 text-sm text-ink-muted" role="status" aria-live="polite">
      Showing <span className="font-semibold tabular-nums text-ink">{shown}</span> of <span className="tabular-nums">{total}</span> {noun}
      {total >= GOLF_LIST_LIMIT && (
        <span className="block">
          The list holds the first {GOLF_LIST_LIMIT} {noun}; Export CSV gives up to {GOLF_EXPORT_LIMIT.toLocaleString("en-AU")}.
        </span>
      )}
    </p>
  );
}

/** Puts every filter back to "all"; disabled while nothing is filtered. */
export function ResetFiltersButton({ active, onReset }: { active: boolean; onReset: () => void }) {
  return (
    <div className="flex items-end sm:col-span-2 lg:col-span-1">
      <button type="button" className={`${secondaryButtonClass} w-full`} disabled={!active} onClick={onReset}>
        Reset filters
      </button>
    </div>
  );
}
