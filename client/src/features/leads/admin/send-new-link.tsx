import { useState } from "react";
import { RENEWABLE_LINKS, type RenewableLink } from "@shared/leads/link-purposes";
import { toast } from "@/components/ui/use-toast";
import { toastFailure } from "@/components/staff/failure-toast";
import { LeadSection } from "@/components/staff/lead-section";
import { useRenewLink } from "../api/renew-link";

const smallButton =
  "inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60";

/**
 * "Send a new link" for one of the homeowner's links: asks once ("the old link stops working"), then ends the old
 * link and emails the new one. For an invoice, `invoice` names it.
 */
export function SendNewLink({ reference, purpose, invoice }: { reference: string; purpose: RenewableLink; invoice?: string }) {
  const renew = useRenewLink(reference);
  const [asking, setAsking] = useState(false);
  const what = `${RENEWABLE_LINKS[purpose].label}${invoice ? ` for ${invoice}` : ""}`;
  if (!asking) {
    return (
      <button type="button" className={smallButton} onClick={() => setAsking(true)} aria-label={`Send a new ${what}`}>
        New {invoice ? "link" : RENEWABLE_LINKS[purpose].label}
      </button>
    );
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-2 text-sm text-ink">
      The old {RENEWABLE_LINKS[purpose].label} stops working.
      <button
        type="button"
        className={smallButton}
        disabled={renew.isPending}
        onClick={() =>
          renew.mutate(
            { purpose, ...(invoice ? { invoice } : {}) },
            {
              onSuccess: () => {
                setAsking(false);
                toast({ title: "New link sent", description: `The homeowner has a new ${what} by email.` });
              },
              onError: toastFailure("Not sent"),
            },
          )
        }
      >
        {renew.isPending ? "Sending..." : `Send a new ${what}`}
      </button>
      <button type="button" className={smallButton} onClick={() => setAsking(false)}>
        Keep it
      </button>
    </span>
  );
}

/** The homeowner's links on the lead: each can be replaced when an email was forwarded or lost. */
export function LeadLinks({ reference, hasQuote, hasJob }: { reference: string; hasQuote: boolean; hasJob: boolean }) {
  const purposes: RenewableLink[] = [
    "booking",
    ...(hasQuote ? (["quote"] as const) : []),
    ...(hasJob ? (["job"] as const) : []),
    "unsubscribe",
  ];
  return (
    <LeadSection title="Homeowner links">
      <p className="mt-1 text-sm text-ink-muted">
        Forwarded or lost an email? Send a new link: the old one stops at once and says a new one was sent.
      </p>
      <ul className="mt-2 grid gap-2">
        {purposes.map((purpose) => (
          <li key={purpose}>
            <SendNewLink reference={reference} purpose={purpose} />
          </li>
        ))}
      </ul>
    </LeadSection>
  );
}
