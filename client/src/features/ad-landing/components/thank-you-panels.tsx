import { CalendarCheck, CheckCircle2, Calculator, HelpCircle, Home, type LucideIcon, PhoneCall } from "lucide-react";
import { Link } from "wouter";
import { CallLink } from "@/components/site-layout/call-link";
import { BOOKING_LINK_ATTRIBUTE, BOOKING_OFFER_ATTRIBUTE } from "@/lib/booking-offer";
import { useBusiness } from "@/lib/client-config";
import { ROUTE_PATHS } from "@shared/route-paths";

const buttonBase = "inline-flex min-h-12 items-center justify-center gap-2 rounded-md px-5 py-3 font-semibold shadow-sm";

/**
 * The confirmation: the request arrived, and the homeowner can book the free site visit themselves at once. The page
 * is made of no island: the server sends both offers, the one with the booking link hidden, and the page's entry script
 * shows it when the form left a booking link in the history entry (lib/booking-offer.ts). `bookingPath` is that link
 * where React draws the page in the browser.
 */
export function ThankYouConfirmation({ reference, bookingPath }: { reference?: string; bookingPath?: string | null }) {
  const business = useBusiness();
  const offer = (withBooking: boolean) => ({
    [BOOKING_OFFER_ATTRIBUTE]: withBooking ? "with" : "without",
    hidden: withBooking !== Boolean(bookingPath),
  });
  return (
    <section aria-labelledby="thank-you-title" className="rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-gray-200 sm:p-10">
      <CheckCircle2 aria-hidden="true" className="mx-auto h-16 w-16 text-brand-600" />
      <h1 id="thank-you-title" className="mt-4 text-3xl font-bold text-ink sm:text-4xl">
        Thank You!
      </h1>
      <p className="mt-2 text-lg font-semibold text-brand-700">Your quote request has been received.</p>
      {reference && (
        <p className="mt-3 text-ink">
          Your reference: <strong className="font-mono text-lg tracking-wide">{reference}</strong>
        </p>
      )}
      <div {...offer(true)}>
        <p className="mx-auto mt-4 max-w-xl text-ink-muted">
          Book your free on-site consultation now, at a time that suits you. Or we will contact you {business.responsePromise} to arrange
          it.
        </p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          {/* a plain link: the booking page is rendered whole by the server */}
          <a
            href={bookingPath ?? undefined}
            {...{ [BOOKING_LINK_ATTRIBUTE]: "" }}
            className={`${buttonBase} bg-accent-400 text-ink hover:bg-accent-500`}
          >
            <CalendarCheck aria-hidden="true" className="h-5 w-5" />
            Book your free site visit
          </a>
          <HomeLink className="border border-gray-300 bg-white text-ink hover:bg-gray-50" />
        </div>
      </div>
      <div {...offer(false)}>
        <p className="mx-auto mt-4 max-w-xl text-ink-muted">
          We will contact you {business.responsePromise} to talk through your project and book your free on-site consultation. We answer the
          phone <span className="whitespace-nowrap">{business.hours}</span>.
        </p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <HomeLink className="bg-brand-700 text-white hover:bg-brand-800" />
        </div>
      </div>
    </section>
  );
}

function HomeLink({ className }: { className: string }) {
  return (
    <Link href={ROUTE_PATHS.home.path} className={`${buttonBase} ${className}`}>
      <Home aria-hidden="true" className="h-5 w-5" />
      Back to Home
    </Link>
  );
}

interface PanelHeadingProps {
  id: string;
  icon: LucideIcon;
  iconClassName: string;
  titleClassName?: string;
  children: string;
}

function PanelHeading({ id, icon: Icon, iconClassName, titleClassName = "", children }: PanelHeadingProps) {
  return (
    <div className="flex items-center gap-3">
      <Icon aria-hidden="true" className={`h-7 w-7 shrink-0 ${iconClassName}`} />
      <h2 id={id} className={`text-xl font-bold ${titleClassName}`}>
        {children}
      </h2>
    </div>
  );
}

/** For a visitor who cannot wait: tap to call now. */
export function UrgentCallBox() {
  const business = useBusiness();
  return (
    <section aria-labelledby="urgent-call-title" className="rounded-xl bg-brand-900 p-6 text-white shadow-sm">
      <PanelHeading id="urgent-call-title" icon={PhoneCall} iconClassName="text-accent-400">
        Need to talk sooner?
      </PanelHeading>
      <p className="mt-2 text-brand-50">
        If your project is urgent, call us now. We answer <span className="whitespace-nowrap">{business.hours}</span>.
      </p>
      <div className="mt-5 flex flex-col gap-3">
        <CallLink className={`${buttonBase} bg-accent-400 text-ink hover:bg-accent-500`} />
        <CallLink mobile className={`${buttonBase} bg-white/10 text-white ring-1 ring-inset ring-white/70 hover:bg-white/20`}>
          <span>Mobile {business.mobile.display}</span>
        </CallLink>
      </div>
    </section>
  );
}

interface LinkPanelProps {
  id: string;
  icon: LucideIcon;
  title: string;
  text: string;
  /** a page of the app (a client-side move), or one that comes with its own data (a full load) */
  link: { href: string; label: string; fullLoad?: boolean };
}

/** A panel of something to do while the visitor waits for our call, with its one link. */
function LinkPanel({ id, icon, title, text, link }: LinkPanelProps) {
  const className = `${buttonBase} mt-5 w-full bg-white text-brand-800 ring-1 ring-inset ring-brand-700 hover:bg-brand-50`;
  return (
    <section aria-labelledby={id} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200">
      <PanelHeading id={id} icon={icon} iconClassName="text-brand-700" titleClassName="text-ink">
        {title}
      </PanelHeading>
      <p className="mt-2 text-ink-muted">{text}</p>
      {link.fullLoad ? (
        <a href={link.href} className={className}>
          {link.label}
        </a>
      ) : (
        <Link href={link.href} className={className}>
          {link.label}
        </Link>
      )}
    </section>
  );
}

/** Answers to common questions while the visitor waits for our call. */
export function ThankYouFaqLink() {
  return (
    <LinkPanel
      id="thank-you-faq-title"
      icon={HelpCircle}
      title="Questions while you wait?"
      text="Engineering, council approval, timeframes and materials: our FAQ answers what homeowners ask us most."
      link={{ href: ROUTE_PATHS.faq.path, label: "View FAQ" }}
    />
  );
}

/** While they wait for the call: a price range for their job now, from the business's own table (the page comes with it). */
export function ThankYouEstimateLink() {
  return (
    <LinkPanel
      id="thank-you-estimate-title"
      icon={Calculator}
      title="A price range now?"
      text="Answer a few questions about your wall or fence and see an instant estimate from our own prices."
      link={{ href: ROUTE_PATHS.estimate.path, label: "Get an instant estimate", fullLoad: true }}
    />
  );
}
