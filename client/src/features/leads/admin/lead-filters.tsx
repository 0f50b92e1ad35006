import { Search, X } from "lucide-react";
import { type ReactNode, useEffect, useId, useState } from "react";
import { LEAD_SORTS, LEAD_STATUSES } from "@shared/leads/lead-desk";
import { type LeadKind } from "@shared/leads/lead-kinds";
import { LEAD_SERVICE_OPTIONS } from "@shared/leads/lead-desk-validation";
import { leadExportUrl, usePipelineSummary } from "../api/lead-desk";
import type { LeadFilters } from "./use-lead-filters";
import { Options } from "@/components/forms/options";
import type { SelectOption } from "@/components/forms/select-field";
import { ExportCsvLink } from "@/components/staff/export-csv-link";

const fieldClass =
  "block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-base text-ink shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none sm:text-sm";

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-xs font-semibold text-ink-muted">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

interface FilterSelectProps {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
}

function FilterSelect({ label, value, options, onChange }: FilterSelectProps) {
  return (
    <Field label={label}>
      {(id) => (
        <select id={id} className={fieldClass} value={value} onChange={(event) => onChange(event.target.value)}>
          <Options options={options} />
        </select>
      )}
    </Field>
  );
}

interface FilterDateProps {
  label: string;
  value: string | undefined;
  min?: string;
  max?: string;
  /** undefined when the date is cleared */
  onChange: (value: string | undefined) => void;
}

function FilterDate({ label, value, min, max, onChange }: FilterDateProps) {
  return (
    <Field label={label}>
      {(id) => (
        <input
          id={id}
          type="date"
          className={fieldClass}
          value={value ?? ""}
          min={min}
          max={max}
          onChange={(event) => onChange(event.target.value || undefined)}
        />
      )}
    </Field>
  );
}

const SEARCH_DELAY_MS = 300;

/** Search, status, service, dates and sort of one lead list, kept in the address; and its CSV export. */
export function LeadFilterBar({ kind, noun, filters }: { kind: LeadKind; noun: string; filters: LeadFilters }) {
  const { query, setFilters, clearFilters, filtered } = filters;
  const spamCount = usePipelineSummary(true).data?.kinds[kind].spam;
  const searchId = useId();
  const [search, setSearch] = useState(query.q ?? "");
  const [shownQuery, setShownQuery] = useState(query.q);
  // The address changed (Back, Clear filters, a shared link): show its search, unless it is what is typed.
  if (shownQuery !== query.q) {
    setShownQuery(query.q);
    if (search.trim() !== (query.q ?? "")) setSearch(query.q ?? "");
  }
  useEffect(() => {
    if (search.trim() === (query.q ?? "")) return;
    const timer = window.setTimeout(() => setFilters({ q: search.trim() || undefined }), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [search, query.q, setFilters]);

  return (
    <div className="space-y-3 border-b border-gray-200 px-4 py-3 sm:px-5">
      <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <div className="relative w-full md:max-w-sm">
          <label htmlFor={searchId} className="sr-only">
            Search {noun.toLowerCase()}
          </label>
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-gray-500" />
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            onKeyDown={(event) => event.key === "Enter" && setFilters({ q: search.trim() || undefined })}
            placeholder="Name, phone, email or reference"
            className={`${fieldClass} pl-9`}
          />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            aria-pressed={query.spam === true}
            onClick={() => setFilters({ spam: query.spam ? undefined : true })}
            className="inline-flex min-h-10 items-center rounded-lg border border-gray-300 bg-white px-3 text-sm font-medium text-ink shadow-sm hover:bg-gray-50 aria-pressed:border-amber-500 aria-pressed:bg-amber-50 aria-pressed:text-amber-900"
          >
            {spamCount === undefined ? "Spam" : `Spam (${spamCount})`}
          </button>
          {filtered && (
            <button
              type="button"
              onClick={clearFilters}
              className="inline-flex min-h-10 items-center gap-1 rounded-lg px-3 text-sm font-medium text-ink-muted hover:bg-gray-100 hover:text-ink"
            >
              <X aria-hidden="true" className="h-4 w-4" />
              Clear filters
            </button>
          )}
          <ExportCsvLink href={leadExportUrl(kind, query)} />
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        <FilterSelect
          label="Status"
          value={query.status ?? ""}
          options={[{ value: "", label: "All statuses" }, ...LEAD_STATUSES]}
          onChange={(status) => setFilters({ status: (status || undefined) as typeof query.status })}
        />
        <FilterSelect
          label="Service"
          value={query.service ?? ""}
          options={[{ value: "", label: "All services" }, ...LEAD_SERVICE_OPTIONS[kind]]}
          onChange={(service) => setFilters({ service: service || undefined })}
        />
        <FilterDate label="Received from" value={query.from} max={query.to} onChange={(from) => setFilters({ from })} />
        <FilterDate label="Received to" value={query.to} min={query.from} onChange={(to) => setFilters({ to })} />
        <FilterSelect
          label="Sort"
          value={query.sort}
          options={LEAD_SORTS}
          onChange={(sort) => setFilters({ sort: sort as typeof query.sort })}
        />
      </div>
    </div>
  );
}
