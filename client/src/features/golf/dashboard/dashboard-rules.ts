/** Turns the dashboard's lists into the rows its charts, tables and opportunity notes show. */

interface MarketFacts {
  country: string;
  marketSegment: string;
  marketSizeUSD: number;
  growthRate: number;
}

const isUS = (country: string) => /^(us|usa|united states)/i.test(country.trim());
const isAustralia = (country: string) => /^(au|aus|australia)$/i.test(country.trim());
const isTotal = (segment: string) => /^(total|all|overall)$/i.test(segment.trim());

export interface SegmentComparison {
  segment: string;
  usUSD: number | null;
  australiaUSD: number | null;
  australiaGrowth: number | null;
}

/** US and Australian market size per segment (totals left out), largest US segment first. */
export function compareSegments(rows: readonly MarketFacts[]): SegmentComparison[] {
  const bySegment = new Map<string, SegmentComparison>();
  for (const row of rows) {
    if (isTotal(row.marketSegment)) continue;
    const entry = bySegment.get(row.marketSegment) ?? {
      segment: row.marketSegment,
      usUSD: null,
      australiaUSD: null,
      australiaGrowth: null,
    };
    if (isUS(row.country)) entry.usUSD = row.marketSizeUSD;
    else if (isAustralia(row.country)) {
      entry.australiaUSD = row.marketSizeUSD;
      entry.australiaGrowth = row.growthRate;
    } else continue;
    bySegment.set(row.marketSegment, entry);
  }
  return [...bySegment.values()].sort((a, b) => (b.usUSD ?? 0) - (a.usUSD ?? 0));
}

interface ComparisonFacts {
  productName: string;
  priceGap: number;
}

/** Products by price gap, widest first. */
export function widestGaps<T extends ComparisonFacts>(rows: readonly T[], limit = Infinity): T[] {
  return [...rows].sort((a, b) => b.priceGap - a.priceGap).slice(0, limit);
}

/** Mean price gap in percent, or null with no comparisons. */
export function averageGap(rows: readonly ComparisonFacts[]): number | null {
  return rows.length ? rows.reduce((sum, r) => sum + r.priceGap, 0) / rows.length : null;
}

interface BrandFacts {
  brandName: string;
  australianPresence: boolean;
}

/** Brands with and without Australian distribution. */
export function splitByPresence<T extends BrandFacts>(brands: readonly T[]) {
  return { present: brands.filter((b) => b.australianPresence), absent: brands.filter((b) => !b.australianPresence) };
}

/** Mean of the gaps that exist, or null with none. */
export function averageOf(values: readonly (number | null)[]): number | null {
  const present = values.filter((v): v is number => v !== null);
  return present.length ? present.reduce((sum, v) => sum + v, 0) / present.length : null;
}
