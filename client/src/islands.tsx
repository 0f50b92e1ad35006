/**
 * The code of a page made of islands (components/island.tsx), started at the visitor's first touch (main.tsx): each
 * marked part hydrates as its own root when it is within 1000 px of the viewport, and the rest of the page stays as the
 * server sent it. What the visitor typed, ticked or sent in an island before its code arrived is handed to it once live.
 */
import { createRoot, hydrateRoot } from "react-dom/client";
import type { AroundNavHandler } from "wouter";
import { IslandFrame } from "@/app/island-frame";
import { ISLANDS, isIslandName } from "@/app/island-registry";
import { ToastHost } from "@/components/ui/toast-host";
import { keepEarlyInput } from "@/lib/early-input";
import { takeEarlyPress } from "@/lib/early-press";
import { readInitialQueries } from "@/lib/initial-queries";
import { ISLANDS_LIVE_ATTRIBUTE } from "@shared/page-start";

/** Start an island this far before it scrolls into view. */
const APPROACH_MARGIN = "1000px 0px";

/**
 * A link inside an island opens its page from the server: no router on a static page draws the next one. A navigation
 * that carries state (the booking link a form leaves for the thank-you page, kept out of the address) is pushed with
 * it, and the page then loaded: a reload keeps the entry's state.
 */
const navigateFromServer: AroundNavHandler = (_navigate, to, options) => {
  if (options?.state === undefined) {
    if (options?.replace) window.location.replace(to);
    else window.location.assign(to);
    return;
  }
  if (options.replace) window.history.replaceState(options.state, "", to);
  else window.history.pushState(options.state, "", to);
  window.location.reload();
};

const queries = readInitialQueries();

async function hydrateIsland(part: HTMLElement): Promise<void> {
  const name = part.dataset.island;
  if (!isIslandName(name)) return;
  const Component = await ISLANDS[name]();
  let markLive = () => {};
  const live = new Promise<void>((resolve) => (markLive = resolve));
  const releaseEarlyInput = keepEarlyInput(part, live);
  hydrateRoot(
    part,
    <IslandFrame queries={queries} router={{ aroundNav: navigateFromServer }} onLive={markLive}>
      <Component />
    </IslandFrame>,
    { identifierPrefix: part.dataset.islandPrefix },
  );
  await live;
  releaseEarlyInput();
}

/** A marker takes no box (display: contents): what is watched is what it holds. */
const watched = (part: HTMLElement): Element[] => (part.children.length ? [...part.children] : [part]);

/** Hydrates each island as it comes within reach; settles once those within reach now are live. */
function hydrateOnApproach(parts: HTMLElement[]): Promise<void> {
  const started = new Set<HTMLElement>();
  return new Promise((resolve) => {
    let first = true;
    const observer = new IntersectionObserver(
      (entries) => {
        const hydrating = entries
          .filter((entry) => entry.isIntersecting)
          .map((entry) => parts.find((part) => watched(part).includes(entry.target)))
          .filter((part): part is HTMLElement => part !== undefined && !started.has(part))
          .map((part) => {
            started.add(part);
            watched(part).forEach((target) => observer.unobserve(target));
            return hydrateIsland(part);
          });
        if (!first) return;
        first = false;
        // an island whose code failed to arrive stays the server's HTML; the others go on
        void Promise.allSettled(hydrating).then(() => resolve());
      },
      { rootMargin: APPROACH_MARGIN },
    );
    parts.forEach((part) => watched(part).forEach((target) => observer.observe(target)));
    if (parts.length === 0) resolve();
  });
}

createRoot(document.body.appendChild(document.createElement("div"))).render(<ToastHost />);
await hydrateOnApproach([...document.querySelectorAll<HTMLElement>("[data-island]")]);
// React now listens: pressed again, the button's island handles the press (a menu toggle pressed while loading)
takeEarlyPress()?.click();
document.documentElement.setAttribute(ISLANDS_LIVE_ATTRIBUTE, "");
