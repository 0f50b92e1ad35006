import { ArrowLeft, LockKeyhole } from "lucide-react";
import { Link } from "wouter";
import { useBusiness } from "@/lib/client-config";
import { LoginForm } from "./login-form";

/** The /login screen: a calm card on a grey page, with a way back to the public website. */
export function LoginScreen({ sessionExpired = false, returnTo = "/admin" }: { sessionExpired?: boolean; returnTo?: string }) {
  const business = useBusiness();
  return (
    <div className="flex min-h-screen flex-col bg-gray-50">
      <main id="main" className="flex flex-1 items-center justify-center px-4 py-10 sm:py-16">
        <div className="w-full max-w-sm">
          <div className="mb-6 text-center">
            <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-700 text-white shadow-sm">
              <LockKeyhole aria-hidden="true" className="h-6 w-6" />
            </span>
            <p className="mt-4 text-sm font-medium text-ink-muted">{business.name}</p>
            <h1 className="mt-1 text-2xl font-bold tracking-tight text-ink">Staff Login</h1>
            <p className="mt-2 text-sm text-ink-muted">Sign in to see quote requests, ad leads and reviews.</p>
          </div>
          {sessionExpired && (
            <p role="status" className="mb-4 rounded-lg border border-amber-200 bg-amber-50 px-3.5 py-2.5 text-sm text-amber-900">
              Your session has ended. Please log in again.
            </p>
          )}
          <div className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200 sm:p-8">
            <LoginForm returnTo={returnTo} />
          </div>
          <p className="mt-6 text-center">
            <Link
              href="/"
              className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline"
            >
              <ArrowLeft aria-hidden="true" className="h-4 w-4" />
              Back to website
            </Link>
          </p>
        </div>
      </main>
    </div>
  );
}
