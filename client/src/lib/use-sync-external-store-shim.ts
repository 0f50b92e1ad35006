// wouter imports React 18's useSyncExternalStore shim; React 19 has the hook built in, so the shim
// (and its CommonJS wrapper) is left out of every page's first download (vite.config.ts aliases it here).
export { useSyncExternalStore } from "react";
