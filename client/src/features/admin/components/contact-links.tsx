import { Mail, Phone } from "lucide-react";

const linkClass =
  "inline-flex min-h-6 items-center gap-1.5 rounded font-medium text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline";

/** A phone number as typed by the visitor, dialled as digits (tap to call on a phone). */
export function PhoneLink({ phone }: { phone: string }) {
  const dial = phone.replace(/[^\d+]/g, "");
  if (!dial) return <span>{phone}</span>;
  return (
    <a href={`tel:${dial}`} className={`${linkClass} whitespace-nowrap`}>
      <Phone aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
      {phone}
    </a>
  );
}

export function EmailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className={`${linkClass} wrap-anywhere`}>
      <Mail aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
      <span className="min-w-0">{email}</span>
    </a>
  );
}
