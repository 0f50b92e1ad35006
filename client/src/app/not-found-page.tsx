import { Link } from "wouter";
import { useBusiness } from "@/lib/client-config";

export function NotFoundPage() {
  const business = useBusiness();
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-gray-50 px-4">
      <div className="w-full max-w-md rounded-xl bg-white p-8 text-center shadow-sm ring-1 ring-gray-200">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">404 error</p>
        <h1 className="mt-2 text-3xl font-bold text-ink">Page Not Found</h1>
        <p className="mt-3 text-ink-muted">
          The page you are looking for does not exist or has moved. Try the home page, or call us on{" "}
          <a className="font-semibold text-brand-700 underline" href={`tel:${business.phone.e164}`}>
            {business.phone.display}
          </a>
          .
        </p>
        <Link
          href="/"
          className="mt-6 inline-flex items-center justify-center rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
        >
          Back to Home
        </Link>
      </div>
    </main>
  );
}
