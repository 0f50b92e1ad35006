import { useEffect, useState } from "react";
import { HEADER_SCROLL_OFFSET_PX } from "@shared/constants";
import { TRACKED_SECTIONS, type TrackedSectionId } from "./home-sections";

/** A section counts as current once its top passes this far below the header. */
const ACTIVATION_MARGIN_PX = 120;

function currentSection(): TrackedSectionId {
  const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
  if (atBottom && document.getElementById(TRACKED_SECTIONS[TRACKED_SECTIONS.length - 1]!)) {
    return TRACKED_SECTIONS[TRACKED_SECTIONS.length - 1]!;
  }
  let current: TrackedSectionId = TRACKED_SECTIONS[0];
  for (const id of TRACKED_SECTIONS) {
    const element = document.getElementById(id);
    if (element && element.getBoundingClientRect().top <= HEADER_SCROLL_OFFSET_PX + ACTIVATION_MARGIN_PX) current = id;
  }
  return current;
}

/** Which home section the visitor is looking at, by scroll position; undefined when disabled (other pages). */
export function useActiveSection(enabled: boolean): TrackedSectionId | undefined {
  const [active, setActive] = useState<TrackedSectionId>(TRACKED_SECTIONS[0]);
  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setActive(currentSection()));
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, [enabled]);
  return enabled ? active : undefined;
}
