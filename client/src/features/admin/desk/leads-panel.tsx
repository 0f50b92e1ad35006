import { AlertTriangle, ChevronRight } from "lucide-react";
import type { LeadPage } from "@shared/leads/lead-desk-api";
import { LeadFilterBar, type LeadFilters, type LeadRow, LeadStatusCell, type LeadView } from "@/features/leads";
import { DateTime } from "@/components/staff/date-time";
import { ListEmpty, ListPager } from "@/components/staff/list-controls";
import { PanelFrame } from "@/components/staff/panel-frame";
import { formatDateTime } from "@/lib/formatters";
import { type Column, RecordList } from "@/components/staff/record-list";
import { LeadDetail } from "./lead-detail";

interface LeadsPanelProps<Row extends LeadRow> {
  view: LeadView<Row>;
  page: LeadPage<LeadRow>;
  filters: LeadFilters;
}

const openButton =
  "inline-flex min-h-10 items-center gap-1 rounded-lg border border-gray-300 bg-white px-3 text-sm font-semibold whitespace-nowrap text-ink shadow-sm hover:bg-gray-50";

/** One lead list (either kind): filters in the address, a page from the server, and the open lead. */
export function LeadsPanel<Row extends LeadRow>({ view, page, filters }: LeadsPanelProps<Row>) {
  if (filters.openLeadId !== null) {
    return <LeadDetail view={view} id={filters.openLeadId} onBack={() => filters.setOpenLead(null)} />;
  }
  const rows = page.rows as Row[];
  const open = (row: Row) => (
    <button type="button" className={openButton} onClick={() => filters.setOpenLead(row.id)} aria-label={`Open lead from ${row.name}`}>
      Open
      <ChevronRight aria-hidden="true" className="h-4 w-4" />
    </button>
  );
  const columns: Column<Row>[] = [
    // the reference and the name stay in view while the wide table scrolls sideways
    {
      header: "Reference",
      cell: (row) => <span className="font-mono text-xs font-semibold tracking-wide">{row.reference}</span>,
      stickyLeft: "left-0",
      className: "w-28 min-w-28 whitespace-nowrap",
      hideInCard: true,
    },
    {
      header: "Name",
      cell: (row) => <span className="font-medium">{row.name}</span>,
      stickyLeft: "left-28",
      className: "min-w-36 shadow-[inset_-1px_0_0_var(--color-gray-200)]",
      hideInCard: true,
    },
    { header: "Status", cell: (row) => <LeadStatusCell lead={row} />, className: "min-w-36", hideInCard: true },
    ...view.columns,
    { header: "Received", cell: (row) => <DateTime value={row.createdAt} />, hideInCard: true },
    { header: "Lead", cell: open, hideInCard: true },
  ];
  const firstShown = page.total === 0 ? 0 : (page.page - 1) * page.pageSize + 1;
  const pager = {
    firstShown,
    lastShown: Math.min(page.page * page.pageSize, page.total),
    matchingCount: page.total,
    page: page.page - 1,
    pageCount: page.pageCount,
    setPage: (index: number) => filters.setFilters({ page: index + 1 }),
  };
  const empty = !filters.filtered && page.total === 0;
  return (
    <PanelFrame title={view.title} description={view.description}>
      {empty ? (
        <ListEmpty icon={view.icon} message={view.emptyMessage} />
      ) : (
        <>
          <LeadFilterBar kind={view.kind} noun={view.noun} filters={filters} />
          {page.overdue > 0 && (
            <p className="flex items-center gap-1.5 border-b border-red-100 bg-red-50 px-4 py-2 text-sm font-medium text-red-800 sm:px-5">
              <AlertTriangle aria-hidden="true" className="h-4 w-4 shrink-0" />
              {page.overdue === 1 ? "1 lead is overdue" : `${page.overdue} leads are overdue`}: still New after the promised response time.
            </p>
          )}
          {page.total === 0 ? (
            <ListEmpty
              icon={view.icon}
              message={
                filters.query.q
                  ? `No ${view.noun.toLowerCase()} match "${filters.query.q}".`
                  : `No ${view.noun.toLowerCase()} match these filters.`
              }
            />
          ) : (
            <RecordList
              caption={`${view.title}, ${filters.query.sort === "newest" ? "newest first" : filters.query.sort === "oldest" ? "oldest first" : "overdue first"}`}
              rows={rows}
              columns={columns}
              rowKey={(row) => row.id}
              cardTitle={(row) => row.name}
              cardMeta={(row) => `${row.reference} · ${formatDateTime(row.createdAt)}`}
              cardStatus={(row) => <LeadStatusCell lead={row} />}
              cardActions={open}
            />
          )}
          <ListPager paging={pager} noun={view.noun} />
        </>
      )}
    </PanelFrame>
  );
}
