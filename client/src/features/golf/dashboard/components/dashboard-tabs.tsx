import * as Tabs from "@radix-ui/react-tabs";
import type { DashboardData } from "../api/use-dashboard-data";
import { DASHBOARD_TABS } from "../content/market-figures";
import { BrandAnalysisTab } from "./brand-analysis-tab";
import { CustomerInsightsTab } from "./customer-insights-tab";
import { MarketAnalysisTab } from "./market-analysis-tab";
import { OpportunitiesTab } from "./opportunities-tab";
import { PriceComparisonTab } from "./price-comparison-tab";

function tabContent(tab: (typeof DASHBOARD_TABS)[number]["value"], data: DashboardData) {
  switch (tab) {
    case "market":
      return <MarketAnalysisTab marketData={data.marketData} />;
    case "brands":
      return <BrandAnalysisTab brands={data.brands} />;
    case "prices":
      return <PriceComparisonTab priceComparisons={data.priceComparisons} />;
    case "customers":
      return <CustomerInsightsTab customerInsights={data.customerInsights} />;
    case "opportunities":
      return <OpportunitiesTab data={data} />;
  }
}

/** The dashboard's five tabs; arrow keys move between them. */
export function DashboardTabs({ data }: { data: DashboardData }) {
  return (
    <Tabs.Root defaultValue="market">
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
      {DASHBOARD_TABS.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value} className="focus-visible:outline-offset-4">
          {tabContent(tab.value, data)}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
