import { Calculator, ClipboardList, Phone } from "lucide-react";
import { ROUTE_PATHS } from "@shared/route-paths";
import { Link } from "wouter";
import { useBusiness } from "@/lib/client-config";

/** The home page's quote form; every "Get Free Quote" on the site goes there. */
export const QUOTE_FORM_HREF = "/#quote-form";

type Tone = "onDark" | "onLight";

const base =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-md px-5 py-3 text-base font-semibold shadow-sm transition-colors";

const outline = (tone: Tone) =>
  `${base} ${tone === "onDark" ? "bg-white/10 text-white ring-white/70 hover:bg-white/20" : "bg-white text-brand-800 ring-brand-700 hover:bg-brand-50"} ring-1 ring-inset`;

/** Tap-to-call button with the business's main number. */
export function CallButton({ tone = "onDark", className = "" }: { tone?: Tone; className?: string }) {
  const business = useBusiness();
  return (
    <a href={`tel:${business.phone.e164}`} className={`${outline(tone)} ${className}`}>
      <Phone aria-hidden="true" className="h-5 w-5" />
      <span>Call {business.phone.display}</span>
    </a>
  );
}

/** The amber primary action: a link to the free-quote form on the home page. */
export function QuoteButton({ label = "Get Free Quote", className = "" }: { label?: string; className?: string }) {
  return (
    <Link href={QUOTE_FORM_HREF} className={`${base} bg-accent-400 text-ink hover:bg-accent-500 ${className}`}>
      <ClipboardList aria-hidden="true" className="h-5 w-5" />
      <span>{label}</span>
    </Link>
  );
}

/**
 * The instant estimate, as an outlined button. A full page load, not a client-side one: the page comes with the
 * business's price table in its data.
 */
export function EstimateButton({ tone = "onDark" }: { tone?: Tone }) {
  return (
    <a href={ROUTE_PATHS.estimate.path} className={outline(tone)}>
      <Calculator aria-hidden="true" className="h-5 w-5" />
      Instant Estimate
    </a>
  );
}
