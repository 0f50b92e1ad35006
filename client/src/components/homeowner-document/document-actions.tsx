import { FileDown, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { useBusiness } from "@/lib/client-config";

export const documentButton =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-lg border border-gray-300 bg-white px-5 py-3 text-base font-semibold text-ink shadow-sm hover:bg-gray-50";

/** Under a homeowner's document, on screen only: its PDF, anything else it offers, and the number to call. */
export function DocumentActions({ pdfPath, children }: { pdfPath: string; children?: ReactNode }) {
  const business = useBusiness();
  return (
    <div className="flex flex-col gap-3 sm:flex-row print:hidden">
      <a href={pdfPath} className={documentButton}>
        <FileDown aria-hidden="true" className="h-5 w-5" />
        Download PDF
      </a>
      {children}
      <a href={`tel:${business.phone.e164}`} className={documentButton}>
        <Phone aria-hidden="true" className="h-5 w-5" />
        Questions? Call {business.phone.display}
      </a>
    </div>
  );
}
