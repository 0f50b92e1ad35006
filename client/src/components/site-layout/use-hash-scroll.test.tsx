import { render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { scrollToSection } from "./scroll-to-section";
import { useHashScroll } from "./use-hash-scroll";

function Page() {
  useHashScroll();
  return (
    <h2 id="quote-form" tabIndex={-1}>
      Get Your Free Quote
    </h2>
  );
}

const prefersReducedMotion = (reduce: boolean) =>
  vi
    .spyOn(window, "matchMedia")
    .mockImplementation((query: string) => ({ matches: reduce && query.includes("reduce"), media: query }) as MediaQueryList);

/** Puts the element this far below the top of the viewport (the page itself is scrolled by 200 px). */
function placeAt(id: string, top: number) {
  vi.spyOn(document.getElementById(id)!, "getBoundingClientRect").mockReturnValue({ top } as DOMRect);
}

let scrollTo: ReturnType<typeof vi.fn>;
beforeEach(() => {
  scrollTo = vi.fn();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  Object.defineProperty(window, "scrollY", { value: 200, configurable: true });
  window.matchMedia ??= (() => ({ matches: false })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  window.history.replaceState(null, "", "/");
});

describe("useHashScroll", () => {
  it("scrolls smoothly to the hash target 100 ms after arrival, 64 px below the top, and focuses it", () => {
    vi.useFakeTimers();
    prefersReducedMotion(false);
    window.history.replaceState(null, "", "/#quote-form");
    const { getByRole } = render(<Page />);
    placeAt("quote-form", 900);

    vi.advanceTimersByTime(99);
    expect(scrollTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 900 + 200 - 64, behavior: "smooth" });
    expect(getByRole("heading")).toHaveFocus();
  });

  it("does nothing without a hash", () => {
    vi.useFakeTimers();
    render(<Page />);
    vi.advanceTimersByTime(500);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});

describe("scrollToSection", () => {
  it("jumps without animation when the visitor prefers reduced motion", () => {
    prefersReducedMotion(true);
    render(<Page />);
    placeAt("quote-form", 300);
    expect(scrollToSection("quote-form")).toBe(true);
    expect(scrollTo).toHaveBeenCalledWith({ top: 300 + 200 - 64, behavior: "auto" });
  });

  it("reports a missing section so the caller can navigate instead", () => {
    render(<Page />);
    expect(scrollToSection("nowhere")).toBe(false);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
