import { type FormEvent, useState } from "react";
import { useSearchParams } from "wouter";
import { AUDIT_ACTIONS, type AuditAction } from "@shared/audit/audit-actions";
import { isSessionEnded } from "@/lib/api-client";
import { formatDateTime } from "@/lib/formatters";
import { type AuditFilters, auditCsvUrl, useAuditPage } from "../api/audit";
import { dialogButton } from "@/components/staff/staff-dialog";
import { AdminLoadError } from "@/components/staff/load-error";
import { AuditChange } from "./audit-change";
import { ScreenHeader } from "@/components/staff/screen-parts";
import { DateRangeFields } from "@/components/staff/date-range-fields";
import { ExportCsvLink } from "@/components/staff/export-csv-link";

const FILTER_KEYS = ["from", "to", "actor", "action", "page"] as const;
const fieldClass =
  "block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm text-ink shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none";

/** The filters live in the address, so a view of the log can be bookmarked and shared. */
function useAuditFilters(): [AuditFilters, (next: AuditFilters) => void] {
  const [params, setParams] = useSearchParams();
  const filters: AuditFilters = {
    from: params.get("from") ?? undefined,
    to: params.get("to") ?? undefined,
    actor: params.get("actor") ?? undefined,
    action: params.get("action") ?? undefined,
    page: Number(params.get("page")) || 1,
  };
  const set = (next: AuditFilters) =>
    setParams(
      Object.fromEntries(
        FILTER_KEYS.flatMap((key) => (next[key] && !(key === "page" && next[key] === 1) ? [[key, String(next[key])]] : [])),
      ),
      { replace: true },
    );
  return [filters, set];
}

/** /admin/audit (Owner): who changed what and when, newest first, filtered and exported; never edited. */
export function AuditLog() {
  const [filters, setFilters] = useAuditFilters();
  const page = useAuditPage(filters);
  const [draft, setDraft] = useState(filters);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ ...draft, page: 1 });
  };

  return (
    <>
      <ScreenHeader title="Audit log" action={<ExportCsvLink href={auditCsvUrl(filters)} />}>
        Every change made in the staff area, every sign-in and every failed one. Rows are only ever added.
      </ScreenHeader>
      <form
        onSubmit={apply}
        aria-label="Filter the audit log"
        className="mb-4 grid gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end"
      >
        <DateRangeFields
          from={draft.from ?? ""}
          to={draft.to ?? ""}
          onChange={(range) => setDraft({ ...draft, ...range })}
          inputClassName={fieldClass}
        />
        <label className="text-sm font-medium text-ink">
          Who
          <input
            type="search"
            className={`${fieldClass} mt-1`}
            placeholder="Username"
            value={draft.actor ?? ""}
            onChange={(e) => setDraft({ ...draft, actor: e.target.value })}
          />
        </label>
        <label className="text-sm font-medium text-ink">
          What
          <select
            className={`${fieldClass} mt-1`}
            value={draft.action ?? ""}
            onChange={(e) => setDraft({ ...draft, action: e.target.value })}
          >
            <option value="">Everything</option>
            {(Object.keys(AUDIT_ACTIONS) as AuditAction[]).map((action) => (
              <option key={action} value={action}>
                {AUDIT_ACTIONS[action]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={dialogButton.primary}>
          Show
        </button>
      </form>
      {page.isError && !isSessionEnded(page.error) ? (
        <AdminLoadError onRetry={() => void page.refetch()} />
      ) : !page.data ? (
        <p role="status" className="rounded-xl bg-white p-8 text-center text-sm text-ink-muted ring-1 ring-gray-200">
          Loading the audit log...
        </p>
      ) : page.data.rows.length === 0 ? (
        <p className="rounded-xl bg-white p-8 text-center text-sm text-ink-muted ring-1 ring-gray-200">Nothing matches these filters.</p>
      ) : (
        <>
          <ol
            aria-label="Audit log, newest first"
            className="divide-y divide-gray-100 overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-gray-200"
          >
            {page.data.rows.map((row) => (
              <li key={row.id} className="grid gap-1 px-4 py-3 text-sm sm:grid-cols-[11rem_9rem_minmax(0,1fr)] sm:gap-4">
                <time dateTime={row.createdAt} className="text-ink-muted">
                  {formatDateTime(row.createdAt)}
                </time>
                <span className="font-medium break-all text-ink">{row.actorName}</span>
                <div className="min-w-0">
                  <p className="text-ink">
                    <span className="font-semibold">{AUDIT_ACTIONS[row.action as AuditAction] ?? row.action}</span>:{" "}
                    <span className="wrap-break-word">{row.summary}</span>
                  </p>
                  <AuditChange before={row.before} after={row.after} />
                </div>
              </li>
            ))}
          </ol>
          <nav aria-label="Audit log pages" className="mt-4 flex items-center justify-between text-sm text-ink-muted">
            <span>
              Page {page.data.page} of {page.data.pageCount} ({page.data.total} rows)
            </span>
            <span className="flex gap-2">
              <button
                type="button"
                className={dialogButton.secondary}
                disabled={page.data.page <= 1}
                onClick={() => setFilters({ ...filters, page: page.data.page - 1 })}
              >
                Newer
              </button>
              <button
                type="button"
                className={dialogButton.secondary}
                disabled={page.data.page >= page.data.pageCount}
                onClick={() => setFilters({ ...filters, page: page.data.page + 1 })}
              >
                Older
              </button>
            </span>
          </nav>
        </>
      )}
    </>
  );
}
