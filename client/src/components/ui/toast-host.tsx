import { lazy, Suspense, useState } from "react";
import { useToasts } from "./use-toast";

const Toaster = lazy(() => import("./toaster").then((m) => ({ default: m.Toaster })));

/**
 * Loads the Radix toast renderer when the first toast appears, keeping it out of the JavaScript a
 * page needs before anyone interacts with it. Once loaded it stays mounted.
 */
export function ToastHost() {
  const hasToasts = useToasts().length > 0;
  const [needed, setNeeded] = useState(hasToasts);
  if (hasToasts && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
