import { useSyncExternalStore } from "react";

const WIDE_QUERY = "(min-width: 1024px)";

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== "function") return () => {};
  const media = window.matchMedia(WIDE_QUERY);
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
}

// Without matchMedia (jsdom) the table layout is used.
const isWide = () => (typeof window.matchMedia === "function" ? window.matchMedia(WIDE_QUERY).matches : true);

/** Tables on a laptop, stacked cards on phones and tablets: one layout in the DOM at a time. */
export function useWideLayout(): boolean {
  return useSyncExternalStore(subscribe, isWide, () => true);
}
