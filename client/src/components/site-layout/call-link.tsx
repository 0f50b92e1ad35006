import { Phone } from "lucide-react";
import type { ReactNode } from "react";
import { useBusiness } from "@/lib/client-config";

interface CallLinkProps {
  className?: string;
  /** what the link says; "Call (07) 5550 0123" when omitted */
  children?: ReactNode;
  /** the mobile number instead of the main line */
  mobile?: boolean;
  iconClassName?: string;
}

/** Tap-to-call link with the business's number (tel: in E.164 so every phone dials it). */
export function CallLink({ className, children, mobile = false, iconClassName = "h-5 w-5" }: CallLinkProps) {
  const business = useBusiness();
  const number = mobile ? business.mobile : business.phone;
  return (
    <a href={`tel:${number.e164}`} className={className}>
      <Phone aria-hidden="true" className={iconClassName} />
      {children ?? <span>Call {number.display}</span>}
    </a>
  );
}
