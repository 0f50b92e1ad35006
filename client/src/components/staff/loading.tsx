/** Placeholder tabs and rows while the three lists load. */
export function AdminLoading() {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        Loading admin data...
      </p>
      <div aria-hidden="true" className="animate-pulse">
        <div className="flex gap-3 border-b border-gray-200 pb-3">
          {[0, 1, 2].map((tab) => (
            <div key={tab} className="h-8 w-28 rounded-md bg-gray-200" />
          ))}
        </div>
        <div className="mt-6 overflow-hidden rounded-xl bg-white ring-1 ring-gray-200">
          {[0, 1, 2, 3, 4].map((row) => (
            <div key={row} className="flex gap-4 border-b border-gray-100 px-5 py-4">
              <div className="h-4 w-1/4 rounded bg-gray-200" />
              <div className="h-4 w-1/3 rounded bg-gray-100" />
              <div className="h-4 w-1/5 rounded bg-gray-100" />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
