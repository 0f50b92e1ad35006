/** Full-page wait while a staff page checks the session. */
export function StaffPageLoading({ label }: { label: string }) {
  return (
    <main id="main" className="flex min-h-screen flex-col items-center justify-center gap-4 bg-gray-50" aria-busy="true">
      <span aria-hidden="true" className="h-9 w-9 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" />
      <p role="status" className="text-sm font-medium text-ink-muted">
        {label}
      </p>
    </main>
  );
}
