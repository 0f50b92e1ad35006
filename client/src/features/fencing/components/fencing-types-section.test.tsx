import { act, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { COLORBOND_SLIDE_INTERVAL_MS, TIMBER_SLIDE_INTERVAL_MS } from "@shared/constants";
import { SLOT_DRAWINGS } from "@shared/showcase/site-photo-slots";
import type { SlotImage } from "@shared/showcase/slot-image";
import { renderWithProviders } from "@/test/render";
import { colorbondFencing, timberFencing } from "../content/fencing-types";
import { FencingTypesSection } from "./fencing-types-section";

/** What the page data gives a slot where staff put no photo (the test setup stands it in). */
const drawingAlt = (image: SlotImage | undefined) => SLOT_DRAWINGS[image!.slot].alt;
const shownAlt = (name: string) => within(screen.getByRole("group", { name })).getByRole("img").getAttribute("alt");

describe("FencingTypesSection", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** After each wait (ms, one after another), the slideshow shows the image named. */
  function expectShownAfter(slideshow: string, steps: [waitMs: number, image: SlotImage | undefined][]) {
    for (const [waitMs, image] of steps) {
      act(() => vi.advanceTimersByTime(waitMs));
      expect(shownAlt(slideshow), `after ${waitMs} ms more`).toBe(drawingAlt(image));
    }
  }

  it("rotates the timber photos every 3000 ms, not before", () => {
    expect(TIMBER_SLIDE_INTERVAL_MS).toBe(3000);
    renderWithProviders(<FencingTypesSection />);
    const [first, second, third] = timberFencing.images;
    expectShownAfter("Timber fence photos", [
      [0, first],
      [2999, first],
      [1, second],
      [3000, third],
    ]);
  });

  it("rotates the Colorbond photos every 3500 ms, not before", () => {
    expect(COLORBOND_SLIDE_INTERVAL_MS).toBe(3500);
    renderWithProviders(<FencingTypesSection />);
    const [first, second] = colorbondFencing.images;
    expectShownAfter("Colorbond fence photos", [
      [3000, first],
      [499, first],
      [1, second],
    ]);
  });

  it("has a dot button for every photo of both slideshows", () => {
    renderWithProviders(<FencingTypesSection />);
    const timber = screen.getByRole("group", { name: "Timber fence photos" });
    expect(within(timber).getAllByRole("button", { name: /^Show image \d of 4$/ })).toHaveLength(4);
    const colorbond = screen.getByRole("group", { name: "Colorbond fence photos" });
    expect(within(colorbond).getAllByRole("button", { name: /^Show image \d of 3$/ })).toHaveLength(3);
  });
});

describe("FencingTypesSection content", () => {
  it("shows Colorbond, Timber and Aluminium fencing", () => {
    renderWithProviders(<FencingTypesSection />);
    for (const name of ["Colorbond Fencing", "Timber Fencing", "Aluminium Fencing"]) {
      expect(screen.getByRole("heading", { level: 3, name })).toBeInTheDocument();
    }
  });

  /** The names listed under a heading of a fence's card. */
  const namesUnder = (fence: string, heading: string) => {
    const list = within(screen.getByRole("article", { name: fence })).getByRole("heading", { name: heading }).parentElement!;
    return within(list)
      .getAllByRole("listitem")
      .map((item) => item.firstElementChild?.textContent);
  };

  it("lists the four timber styles", () => {
    renderWithProviders(<FencingTypesSection />);
    expect(namesUnder("Timber Fencing", "Four timber fence styles")).toEqual([
      "Butted",
      "Lapped & Capped",
      "Good Neighbour",
      "Spaced Palings",
    ]);
  });

  it("lists the two Colorbond profiles and offers the colour chart as a download", () => {
    renderWithProviders(<FencingTypesSection />);
    expect(namesUnder("Colorbond Fencing", "Two Colorbond profiles")).toEqual(["Smartascreen", "Neetascreen"]);
    const colorbond = screen.getByRole("article", { name: "Colorbond Fencing" });
    const download = within(colorbond).getByRole("link", { name: "Download Colour Chart" });
    expect(download).toHaveAttribute("href", "/brochures/colorbond-fence-colour-chart.svg");
    expect(download).toHaveAttribute("download", "colorbond-fence-colour-chart.svg");
  });

  it("says what each kind of fence is ideal for", () => {
    renderWithProviders(<FencingTypesSection />);
    expect(screen.getAllByText("Ideal for:")).toHaveLength(3);
  });
});
