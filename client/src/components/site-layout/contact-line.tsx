import { Clock, type LucideIcon, Mail, MapPin, Smartphone } from "lucide-react";
import type { ReactNode } from "react";
import { useBusiness } from "@/lib/client-config";

/** One of the business's contact details with its icon, in a list. */
export function ContactLine({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="mt-0.5 shrink-0 text-accent-400">
        <Icon aria-hidden="true" className="h-4 w-4" />
      </span>
      <span>{children}</span>
    </li>
  );
}

/** A number to call, with what it is ("Mobile: ") said to screen readers before it. */
export function NumberLink({ kind, number, className }: { kind: string; number: { e164: string; display: string }; className: string }) {
  return (
    <a href={`tel:${number.e164}`} className={className}>
      <span className="sr-only">{kind}: </span>
      {number.display}
    </a>
  );
}

/** The ways to reach the business beside a call: the mobile, the email, the hours and where it works. */
export function ReachUsLines({ linkClass, emailClass }: { linkClass: string; emailClass: string }) {
  const business = useBusiness();
  return (
    <>
      <ContactLine icon={Smartphone}>
        <NumberLink kind="Mobile" number={business.mobile} className={linkClass} />
      </ContactLine>
      <ContactLine icon={Mail}>
        <a href={`mailto:${business.email}`} className={emailClass}>
          {business.email}
        </a>
      </ContactLine>
      <ContactLine icon={Clock}>{business.hours}</ContactLine>
      <ContactLine icon={MapPin}>{business.serviceArea}</ContactLine>
    </>
  );
}
