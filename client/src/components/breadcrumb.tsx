import { ChevronRight } from "lucide-react";
import { Link } from "wouter";

export interface BreadcrumbLink {
  label: string;
  /** omitted for the current page, which is the last item */
  href?: string;
}

/** "Home / Page" trail as a labelled navigation landmark; the last item is the current page. */
export function Breadcrumb({ items, tone = "onDark" }: { items: BreadcrumbLink[]; tone?: "onDark" | "onLight" }) {
  const linkClass = tone === "onDark" ? "text-brand-100 hover:text-white" : "text-brand-700 hover:text-brand-900";
  const currentClass = tone === "onDark" ? "text-white" : "text-ink";
  const separatorClass = tone === "onDark" ? "text-brand-300" : "text-ink-muted";
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1 text-sm">
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          return (
            <li key={item.label} className="flex items-center gap-1">
              {item.href && !isLast ? (
                <Link href={item.href} className={`rounded underline-offset-4 hover:underline ${linkClass}`}>
                  {item.label}
                </Link>
              ) : (
                <span aria-current="page" className={`font-semibold ${currentClass}`}>
                  {item.label}
                </span>
              )}
              {!isLast && <ChevronRight aria-hidden="true" className={`h-4 w-4 ${separatorClass}`} />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
