import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/test/render";
import { ImageCarousel } from "./image-carousel";

const SLOTS = ["fencing/timber-butted", "fencing/timber-lapped-capped", "fencing/timber-good-neighbour"] as const;
const images = ["first", "second", "third"].map((name, index) => ({
  slot: SLOTS[index]!,
  src: `/images/test/${name}.svg`,
  alt: `The ${name} fence`,
  width: 640,
  height: 400,
}));

const INTERVAL = 1000;

function renderCarousel() {
  renderWithProviders(<ImageCarousel images={images} intervalMs={INTERVAL} label="Test fence photos" />);
  return screen.getByRole("group", { name: "Test fence photos" });
}

/** The image a sighted visitor sees: the others are hidden from assistive technology. */
const shownAlt = (carousel: HTMLElement) => within(carousel).getByRole("img").getAttribute("alt");

function stubReducedMotion(matches: boolean) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      matches: matches && query.includes("reduce"),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

describe("ImageCarousel", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("shows the next image after exactly one interval, and wraps around", () => {
    const carousel = renderCarousel();
    expect(shownAlt(carousel)).toBe("The first fence");
    act(() => vi.advanceTimersByTime(INTERVAL - 1));
    expect(shownAlt(carousel)).toBe("The first fence");
    act(() => vi.advanceTimersByTime(1));
    expect(shownAlt(carousel)).toBe("The second fence");
    act(() => vi.advanceTimersByTime(INTERVAL));
    expect(shownAlt(carousel)).toBe("The third fence");
    act(() => vi.advanceTimersByTime(INTERVAL));
    expect(shownAlt(carousel)).toBe("The first fence");
  });

  it("jumps to an image from its dot and marks that dot as current", () => {
    const carousel = renderCarousel();
    const third = within(carousel).getByRole("button", { name: "Show image 3 of 3" });
    fireEvent.click(third);
    expect(shownAlt(carousel)).toBe("The third fence");
    expect(third).toHaveAttribute("aria-current", "true");
    expect(within(carousel).getByRole("button", { name: "Show image 1 of 3" })).not.toHaveAttribute("aria-current");
  });

  it("stands still for visitors who prefer reduced motion until they press Play", () => {
    stubReducedMotion(true);
    const carousel = renderCarousel();
    act(() => vi.advanceTimersByTime(INTERVAL * 5));
    expect(shownAlt(carousel)).toBe("The first fence");

    fireEvent.click(within(carousel).getByRole("button", { name: "Play Test fence photos" }));
    fireEvent.blur(carousel.querySelector("button") as HTMLButtonElement);
    act(() => vi.advanceTimersByTime(INTERVAL));
    expect(shownAlt(carousel)).toBe("The second fence");
  });

  it("keeps rotating when the visitor has no motion preference", () => {
    stubReducedMotion(false);
    const carousel = renderCarousel();
    act(() => vi.advanceTimersByTime(INTERVAL));
    expect(shownAlt(carousel)).toBe("The second fence");
  });

  it("pauses with the Pause button", () => {
    const carousel = renderCarousel();
    const pause = within(carousel).getByRole("button", { name: "Pause Test fence photos" });
    fireEvent.click(pause);
    fireEvent.blur(pause);
    act(() => vi.advanceTimersByTime(INTERVAL * 3));
    expect(shownAlt(carousel)).toBe("The first fence");
    expect(within(carousel).getByRole("button", { name: "Play Test fence photos" })).toBeInTheDocument();
  });

  it("pauses while the pointer is over it and resumes when it leaves", () => {
    const carousel = renderCarousel();
    fireEvent.mouseEnter(carousel);
    act(() => vi.advanceTimersByTime(INTERVAL * 3));
    expect(shownAlt(carousel)).toBe("The first fence");
    fireEvent.mouseLeave(carousel);
    act(() => vi.advanceTimersByTime(INTERVAL));
    expect(shownAlt(carousel)).toBe("The second fence");
  });

  it("pauses while keyboard focus is inside it", () => {
    const carousel = renderCarousel();
    const dot = within(carousel).getByRole("button", { name: "Show image 2 of 3" });
    act(() => dot.focus());
    act(() => vi.advanceTimersByTime(INTERVAL * 3));
    expect(shownAlt(carousel)).toBe("The first fence");
    act(() => dot.blur());
    act(() => vi.advanceTimersByTime(INTERVAL));
    expect(shownAlt(carousel)).toBe("The second fence");
  });
});
