import { Download } from "lucide-react";
import { dialogButton } from "./staff-dialog";

/** "Export CSV": downloads the list as it is filtered, from the address given. */
export function ExportCsvLink({ href }: { href: string }) {
  return (
    <a href={href} className={dialogButton.secondary} download>
      <Download aria-hidden="true" className="h-4 w-4" />
      Export CSV
    </a>
  );
}
