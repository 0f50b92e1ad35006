import type { ComponentType } from "react";

/** The golf pages' loaders, in a chunk of their own, for the same reason as pages/staff/staff-area.ts. */
export const areaPages = import.meta.glob<{ default: ComponentType }>("./*-page.tsx");
