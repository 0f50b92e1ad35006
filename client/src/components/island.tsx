import { createContext, type ReactNode, useContext, useId } from "react";

/** The parts of a public page that a visitor can touch and that hydrate on their own (app/island-registry.ts). */
export type IslandName =
  "site-header" | "quote-form" | "ad-enquiry-form" | "review-form" | "estimate-tool" | "gallery" | "timber-photos" | "colorbond-photos";

/** An island met while the server rendered a page made of islands, to be rendered as its own root after it. */
export interface CollectedIsland {
  slot: number;
  name: IslandName;
  content: ReactNode;
}

/** Set by the server while it renders a page made of islands (entry-server.tsx): where each island is collected. */
export const IslandCollectorContext = createContext<Map<string, CollectedIsland> | null>(null);

/**
 * Marks a part of a server-rendered page that hydrates on its own. On a page made of islands (shared/page-islands.ts)
 * the server renders each marked part as a root of its own, in the place of an empty marker (React's ids inside it are
 * then the ones the browser's root makes), and the browser hydrates each one alone (client/src/islands.tsx), leaving
 * the rest of the page as the server sent it. `children` must be what the registry's component renders. Elsewhere (a
 * page hydrated whole, or drawn in the browser) the marker simply holds its part. It takes no box of its own.
 */
export function Island({ name, children }: { name: IslandName; children: ReactNode }) {
  const collected = useContext(IslandCollectorContext);
  const id = useId();
  if (collected) {
    if (!collected.has(id)) collected.set(id, { slot: collected.size, name, content: children });
    return <div data-island={name} data-island-slot={collected.get(id)!.slot} className="contents" />;
  }
  return (
    <div data-island={name} className="contents">
      {children}
    </div>
  );
}
