import { Mail, Phone } from "lucide-react";

const linkClass =
  "inline-flex min-h-6 items-center gap-1.5 rounded font-medium text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline";

/** A phone number as typed by the visitor, dialled as digits (tap to call on a phone). */
export function PhoneLink({ phone }: { phone: string }) {
  const dial = phone.replace(/[^\d+]/g, "");
  if (!dial) return <span>{phone}</span>;
  return (
    <a href={`tel:${dial}`} className={`${linkClass} whitespace-nowrap`}>
      <Phone aria-hidden="true" className="contact-icon h-3.5 w-3.5 shrink-0" />
      {phone}
    </a>
  );
}

/** An email address that wraps after the "@" first when it has to wrap. */
export function EmailLink({ email }: { email: string }) {
  const at = email.lastIndexOf("@");
  return (
    <a href={`mailto:${email}`} className={`${linkClass} items-start`}>
      <Mail aria-hidden="true" className="contact-icon mt-[0.2rem] h-3.5 w-3.5 shrink-0" />
      <span className="min-w-0 wrap-anywhere">
        {at > 0 ? (
          <>
            {email.slice(0, at + 1)}
            <wbr />
            {email.slice(at + 1)}
          </>
        ) : (
          email
        )}
      </span>
    </a>
  );
}
