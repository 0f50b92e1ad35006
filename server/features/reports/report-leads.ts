import { type SQL, sql } from "drizzle-orm";
import { AD_SERVICE_OPTIONS } from "@shared/constants";
import type { ReportRange } from "@shared/reports/report-validation";
import { leadEvents, leads } from "@shared/schema";
import { DAY_MS } from "@shared/calendar/durations";

/** Brisbane's wall-clock time of a timestamptz (Queensland keeps +10:00 all year, so no zone database is needed). */
export const brisbaneLocal = (column: SQL | typeof leads.createdAt) => sql`((${column} at time zone 'UTC') + interval '10 hours')`;

/** The instants a range of Brisbane days covers: [start of `from`, start of the day after `to`). */
export function rangeInstants(range: ReportRange): { start: Date; end: Date } {
  const start = new Date(`${range.from}T00:00:00+10:00`);
  const end = new Date(new Date(`${range.to}T00:00:00+10:00`).getTime() + DAY_MS);
  return { start, end };
}

/** The leads that arrived in the range, spam left out, with the columns `select` names. */
export function leadsInRange(range: ReportRange, select: SQL): SQL {
  const { start, end } = rangeInstants(range);
  return sql`select ${select} from ${leads} where ${leads.createdAt} >= ${start} and ${leads.createdAt} < ${end} and not ${leads.isSpam}`;
}

/** How far along the pipeline each status is; Lost is not a stage. */
const stageRank = (column: SQL) =>
  sql`(case ${column} when 'contacted' then 1 when 'site-visit-booked' then 2 when 'quoted' then 3 when 'won' then 4 else 0 end)`;
export const STAGE = { contacted: 1, siteVisit: 2, quoted: 3, won: 4 } as const;

const adLabel = (value: string) => AD_SERVICE_OPTIONS.find((option) => option.value === value)!.label;

/** Each service a lead asked for: a quote request holds up to two ("a, b"); the ad form's "Both" is both. */
const servicesOf = sql`(case when ${leads.kind} = 'inquiries' then string_to_array(${leads.service}, ', ')
  when ${leads.service} = 'both' then array[${adLabel("retaining-walls")}, ${adLabel("fencing")}]::text[]
  when ${leads.service} = 'retaining-walls' then array[${adLabel("retaining-walls")}]::text[]
  when ${leads.service} = 'fencing' then array[${adLabel("fencing")}]::text[]
  else array[${leads.service}]::text[] end)`;

/** The council split's name for leads that name no known place, and for the ad form, which asks for none. */
export const UNKNOWN_PLACE = "Place not recognised";
export const NO_PLACE_ASKED = "Not asked (Google Ads form)";

const councilOf = sql`(case when ${leads.kind} = 'ga-leads' then ${NO_PLACE_ASKED}::text else coalesce(nullif(${leads.council}, ''), ${UNKNOWN_PLACE}) end)`;

/**
 * `leads`: every lead of the range with its source and campaign (stored at intake, shared/reports/lead-source.ts),
 * its services, council and Brisbane month, and the furthest stage it ever reached (its status history, or its
 * status now where older rows have no history). Worked out once per query (materialized) and grouped from there.
 */
export function classifiedLeads(range: ReportRange): SQL {
  const inRange = leadsInRange(
    range,
    sql`${leads.id} as id, ${leads.createdAt} as created_at, ${leads.status} as status, ${leads.quoteValue} as quote_value,
      ${leads.firstResponseAt} as first_response_at, ${leads.source} as source, ${leads.campaign} as campaign, ${servicesOf} as services, ${councilOf} as council`,
  );
  const reached = sql`select ${leadEvents.leadId} as id, max(${stageRank(sql`${leadEvents.newValue}`)}) as rank
    from ${leadEvents} where ${leadEvents.field} = 'status' and ${leadEvents.newValue} in ('contacted', 'site-visit-booked', 'quoted', 'won')
      and ${leadEvents.createdAt} >= ${rangeInstants(range).start} group by 1`;
  return sql`reached as (${reached}),
    leads as materialized (
      select l.status, l.quote_value, date_part('epoch', l.first_response_at - l.created_at) as response_seconds, l.services, l.council,
        coalesce(l.source, 'Direct') as source, l.campaign,
        greatest(coalesce(r.rank, 0), ${stageRank(sql`l.status`)}) as stage,
        to_char(${brisbaneLocal(sql`l.created_at`)}, 'YYYY-MM') as month
      from (${inRange}) l left join reached r on r.id = l.id
    )`;
}

/** The counted figures of a group of `leads`, in the columns toCounted reads. */
export const FIGURE_COLUMNS = sql`count(*)::int as leads,
  count(*) filter (where stage >= ${STAGE.contacted})::int as contacted,
  count(*) filter (where stage >= ${STAGE.siteVisit})::int as site_visits,
  count(*) filter (where stage >= ${STAGE.quoted})::int as quoted,
  count(*) filter (where status = 'won')::int as won,
  count(*) filter (where status = 'lost')::int as lost,
  coalesce(round(sum(quote_value) filter (where status = 'won') * 100), 0)::bigint as won_value_cents,
  percentile_cont(0.5) within group (order by response_seconds) filter (where response_seconds is not null) as median_seconds`;

export interface FigureRow extends Record<string, unknown> {
  leads: number;
  contacted: number;
  site_visits: number;
  quoted: number;
  won: number;
  lost: number;
  won_value_cents: string | number;
  median_seconds: string | number | null;
}

export const toCounted = (row: FigureRow) => ({
  leads: Number(row.leads),
  contacted: Number(row.contacted),
  siteVisits: Number(row.site_visits),
  quoted: Number(row.quoted),
  won: Number(row.won),
  lost: Number(row.lost),
  wonValueCents: Number(row.won_value_cents),
  medianFirstResponseMinutes:
    row.median_seconds === null || row.median_seconds === undefined ? null : Math.round(Number(row.median_seconds) / 60),
});

/** Rows of a raw query, whichever driver answered. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
