/** What the homeowner's last action did (accepted, paid, refused), above the document; screen only. */
export function PageNotice({ notice, className = "" }: { notice?: { tone: "error" | "success"; text: string }; className?: string }) {
  if (!notice) return null;
  return (
    <p
      role={notice.tone === "error" ? "alert" : "status"}
      className={`rounded-lg border px-4 py-3 text-base print:hidden ${
        notice.tone === "error" ? "border-red-200 bg-red-50 text-red-800" : "border-green-200 bg-green-50 text-green-900"
      } ${className}`}
    >
      {notice.text}
    </p>
  );
}
