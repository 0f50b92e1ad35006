import * as Tabs from "@radix-ui/react-tabs";
import type { DashboardData } from "../api/use-dashboard-data";
import { DASHBOARD_TABS } from "../content/market-figures";
import { BrandAnalysisTab } from "./brand-analysis-tab";
import { CustomerInsightsTab } from "./customer-insights-tab";
import { MarketAnalysisTab } from "./market-analysis-tab";
import { OpportunitiesTab } from "./opportunities-tab";
import { PriceComparisonTab } from "./price-comparison-tab";

/** The dashboard's five tabs; arrow keys move between them. */
export function DashboardTabs({ data }: { data: DashboardData }) {
  return (
    <Tabs.Root defaultValue={DASHBOARD_TABS[0].value}>
      <div className="-mx-4 mb-5 overflow-x-auto border-b border-slate-200 px-4 sm:mx-0 sm:px-0">
        <Tabs.List aria-label="Dashboard sections" className="flex min-w-max gap-1">
          {DASHBOARD_TABS.map((tab) => (
            <Tabs.Trigger
              key={tab.value}
              value={tab.value}
              className="-mb-px whitespace-nowrap border-b-2 border-transparent px-3 py-2.5 text-sm font-medium text-ink-muted hover:border-slate-300 hover:text-ink data-[state=active]:border-brand-700 data-[state=active]:text-brand-800"
            >
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </div>
      <Tabs.Content value="market" className="focus-visible:outline-offset-4">
        <MarketAnalysisTab marketData={data.marketData} />
      </Tabs.Content>
      <Tabs.Content value="brands" className="focus-visible:outline-offset-4">
        <BrandAnalysisTab brands={data.brands} />
      </Tabs.Content>
      <Tabs.Content value="prices" className="focus-visible:outline-offset-4">
        <PriceComparisonTab priceComparisons={data.priceComparisons} />
      </Tabs.Content>
      <Tabs.Content value="customers" className="focus-visible:outline-offset-4">
        <CustomerInsightsTab customerInsights={data.customerInsights} />
      </Tabs.Content>
      <Tabs.Content value="opportunities" className="focus-visible:outline-offset-4">
        <OpportunitiesTab data={data} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
