import { useEffect, useState } from "react";
import type { suburbInServiceArea } from "@shared/estimates/estimate-area";
import { useBusiness } from "@/lib/client-config";

type AreaCheck = typeof suburbInServiceArea;

/**
 * Whether the suburb typed is one the business serves. The locality list loads once a suburb is typed (it would
 * add about 9 KB gzip to the page); until then, what the server said of a posted suburb.
 */
export function useServiceArea(suburb: string, posted: boolean | null): boolean | undefined {
  const { serviceCouncils } = useBusiness();
  const [check, setCheck] = useState<{ run: AreaCheck }>();
  const typed = suburb.trim().length >= 2;
  useEffect(() => {
    if (!typed || check) return;
    import("@shared/estimates/estimate-area").then(
      (area) => setCheck({ run: area.suburbInServiceArea }),
      () => undefined,
    );
  }, [typed, check]);
  if (check) return check.run(suburb, serviceCouncils);
  return posted ?? undefined;
}
