import type { UnsubscribePageView } from "@shared/quotes/quote-views";
import { useBusiness } from "@/lib/client-config";

const button =
  "inline-flex min-h-12 w-full items-center justify-center rounded-lg bg-brand-700 px-6 py-3 text-base font-semibold text-white shadow-sm hover:bg-brand-800 sm:w-auto";

/** /unsubscribe/<token>: one button stops the quote reminders; a link that does not work says so. */
export function UnsubscribePage({ view }: { view: UnsubscribePageView | null }) {
  const business = useBusiness();
  return (
    <div className="min-h-screen bg-gray-50 py-10 sm:py-16">
      <main className="mx-auto max-w-xl px-4">
        <div className="rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-gray-200 sm:p-10">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{business.name}</p>
          {!view ? (
            <>
              <h1 className="mt-2 text-2xl font-bold text-ink">This link does not work</h1>
              <p className="mt-3 text-base text-ink-muted">
                It may be incomplete. To stop our emails, reply to one of them or call us on{" "}
                <a
                  href={`tel:${business.phone.e164}`}
                  className="font-semibold whitespace-nowrap text-brand-700 underline underline-offset-2"
                >
                  {business.phone.display}
                </a>
                .
              </p>
            </>
          ) : view.done ? (
            <>
              <h1 className="mt-2 text-2xl font-bold text-ink">You're unsubscribed</h1>
              <p role="status" className="mt-3 text-base text-ink-muted">
                We won't send quote reminders to {view.email} again. Your quote itself is unchanged, and you can still accept it.
              </p>
            </>
          ) : (
            <>
              <h1 className="mt-2 text-2xl font-bold text-ink">Stop quote reminders?</h1>
              <p className="mt-3 text-base text-ink-muted">We'll stop sending reminders about your quote to {view.email}.</p>
              <form method="post" action={view.path} className="mt-6">
                <input type="hidden" name="List-Unsubscribe" value="One-Click" />
                <button type="submit" className={button}>
                  Unsubscribe
                </button>
              </form>
            </>
          )}
        </div>
      </main>
    </div>
  );
}
