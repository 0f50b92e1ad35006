import { Check } from "lucide-react";
import { useBusiness } from "@/lib/client-config";
import { CheckList } from "./check-list";

/** Short reassurance line under a hero's buttons. */
export function TrustPoints() {
  const business = useBusiness();
  const points = ["Licensed & insured", "Free on-site quote", `Reply ${business.responsePromise}`, "Family owned"];
  return (
    <CheckList
      items={points}
      className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-brand-50"
      itemClassName="flex items-center gap-1.5"
      iconClassName="h-4 w-4 text-accent-400"
      icon={Check}
    />
  );
}
