import { Link } from "wouter";

/** Stands in for a screen that a later issue builds. */
export function PagePlaceholder({ heading }: { heading: string }) {
  return (
    <main id="main" className="mx-auto max-w-content px-4 py-16">
      <h1 className="text-3xl font-bold text-ink">{heading}</h1>
      <p className="mt-4 text-ink-muted">This page is being built.</p>
      <Link href="/" className="mt-6 inline-block font-semibold text-brand-700 underline">
        Back to Home
      </Link>
    </main>
  );
}
