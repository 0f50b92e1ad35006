import { Link } from "wouter";
import { useBusiness } from "@/lib/client-config";

/** Splits "Ridgeline Walls & Fencing" into a bold word mark and a small descriptor line. */
function logoLines(name: string, shortName: string): [string, string] {
  if (shortName && name.startsWith(shortName) && name.length > shortName.length) {
    return [shortName, name.slice(shortName.length).trim()];
  }
  return [name, ""];
}

/** A stack of retaining-wall sleepers with a fence line on top: the mark beside the business name. */
function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" className={className}>
      <rect width="40" height="40" rx="8" fill="#1c5036" />
      <path d="M9 9v8M15 9v8M21 9v8M27 9v8M33 9v8M7 11h28" stroke="#f5b544" strokeWidth="2.2" strokeLinecap="round" />
      <rect x="7" y="19" width="26" height="5" rx="1" fill="#d5eadd" />
      <rect x="7" y="25.5" width="26" height="5" rx="1" fill="#abd4bb" />
      <rect x="7" y="32" width="26" height="3" rx="1" fill="#79b893" />
      <path d="M20 19v16" stroke="#1c5036" strokeWidth="1.6" />
    </svg>
  );
}

/** The business's logo, built from its name, linking home. */
export function Logo({ tone = "light", onNavigate }: { tone?: "light" | "dark"; onNavigate?: () => void }) {
  const business = useBusiness();
  const [mark, descriptor] = logoLines(business.name, business.shortName);
  const dark = tone === "dark";
  return (
    <Link href="/" onClick={onNavigate} className="flex min-w-0 items-center gap-2.5 rounded-md">
      <LogoMark className="h-10 w-10 shrink-0" />
      <span className="flex min-w-0 flex-col leading-none">
        <span className={`truncate text-lg font-extrabold uppercase tracking-wide ${dark ? "text-white" : "text-brand-800"}`}>{mark}</span>
        {descriptor && (
          <span
            className={`mt-1 truncate text-[0.7rem] font-semibold uppercase tracking-[0.14em] ${dark ? "text-brand-100" : "text-ink-muted"}`}
          >
            {descriptor}
          </span>
        )}
      </span>
    </Link>
  );
}
