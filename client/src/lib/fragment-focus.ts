import { focusWithoutScrolling } from "@/components/site-layout/scroll-to-section";

function focusTarget() {
  const id = decodeURIComponent(window.location.hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  if (target) focusWithoutScrolling(target);
}

/**
 * A page made of islands has no router to act on its address's fragment: the browser scrolls to the section (below
 * the fixed header, by the stylesheet's scroll padding), and this moves keyboard and screen-reader focus to it, on
 * arrival (/#quote-form) and when an in-page link changes the fragment, so a keyboard user tabs on from there.
 */
export function focusFragmentTargets(): void {
  focusTarget();
  window.addEventListener("hashchange", focusTarget);
}
