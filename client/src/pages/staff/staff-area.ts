import type { ComponentType } from "react";

/**
 * The staff pages' loaders, in a chunk of their own: the shell every homeowner downloads knows one import for the
 * whole staff area (app/route-table.ts), not one per staff page.
 */
export const areaPages = import.meta.glob<{ default: ComponentType }>("./*-page.tsx");
