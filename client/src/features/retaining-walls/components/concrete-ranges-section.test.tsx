import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/test/render";
import { ConcreteRangesSection } from "./concrete-ranges-section";

const photosOf = (rangeName: string) => within(screen.getByRole("region", { name: rangeName })).getAllByRole("img");

describe("ConcreteRangesSection", () => {
  it("shows 6 photos of the Classic range", () => {
    renderWithProviders(<ConcreteRangesSection />);
    const photos = photosOf("Classic Range");
    expect(photos).toHaveLength(6);
    for (const photo of photos) {
      expect(photo.getAttribute("alt")).toMatch(/sleeper/i);
      expect(photo).toHaveAttribute("loading", "lazy");
      expect(photo).toHaveAttribute("width", "640");
      expect(photo).toHaveAttribute("height", "400");
    }
  });

  it("shows 4 photos of the Premium Sealed range", () => {
    renderWithProviders(<ConcreteRangesSection />);
    const photos = photosOf("Premium Sealed Range");
    expect(photos).toHaveLength(4);
    expect(new Set(photos.map((photo) => photo.getAttribute("src"))).size).toBe(4);
  });
});
