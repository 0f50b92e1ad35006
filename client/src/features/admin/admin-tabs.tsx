import * as Tabs from "@radix-ui/react-tabs";
import { clsx } from "clsx";
import type { ReactNode } from "react";
import { useSearchParams } from "wouter";

export const ADMIN_TABS = ["inquiries", "ga-leads", "reviews"] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export interface AdminTabItem {
  value: AdminTab;
  label: string;
  count: number;
  /** what the count counts when it is not every row, e.g. "pending"; said by screen readers */
  countLabel?: string;
  /** leads still New past the promised response time */
  overdue?: number;
  content: ReactNode;
}

const isAdminTab = (value: string | null): value is AdminTab => ADMIN_TABS.includes(value as AdminTab);

/** The open tab lives in the address (?tab=reviews), so a reload or a shared link keeps it. */
export function useAdminTab(): [AdminTab, (tab: AdminTab) => void] {
  const [params, setParams] = useSearchParams();
  const current = params.get("tab");
  const tab = isAdminTab(current) ? current : "inquiries";
  return [tab, (next) => setParams(next === "inquiries" ? {} : { tab: next }, { replace: true })];
}

/** Inquiries, Ad Leads and Reviews, each with its count. */
export function AdminTabs({ items, value, onChange }: { items: AdminTabItem[]; value: AdminTab; onChange: (tab: AdminTab) => void }) {
  return (
    <Tabs.Root value={value} onValueChange={(next) => isAdminTab(next) && onChange(next)}>
      <Tabs.List aria-label="Admin data" className="grid grid-cols-3 border-b border-gray-200 sm:flex sm:gap-1">
        {items.map((item) => (
          <Tabs.Trigger
            key={item.value}
            value={item.value}
            className={clsx(
              "group -mb-px inline-flex items-center justify-center gap-1.5 border-b-2 px-1 py-3 text-sm font-semibold whitespace-nowrap transition-colors sm:gap-2 sm:px-3",
              "border-transparent text-ink-muted hover:border-gray-300 hover:text-ink",
              "data-[state=active]:border-brand-700 data-[state=active]:text-brand-800",
            )}
          >
            {item.label}
            <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs font-semibold text-ink-muted tabular-nums group-data-[state=active]:bg-brand-50 group-data-[state=active]:text-brand-800">
              {item.count}
              {item.countLabel && <span className="sr-only"> {item.countLabel}</span>}
            </span>
            {item.overdue ? (
              <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800 tabular-nums">
                {item.overdue}
                <span className="sr-only sm:not-sr-only"> overdue</span>
              </span>
            ) : null}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {items.map((item) => (
        <Tabs.Content key={item.value} value={item.value} className="mt-6 focus-visible:outline-offset-4">
          {item.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
