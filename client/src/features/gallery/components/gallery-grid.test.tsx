import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/test/render";
import { GalleryGrid } from "./gallery-grid";

describe("GalleryGrid", () => {
  it("renders 9 project cards, each with a title, location, image and description", () => {
    renderWithProviders(<GalleryGrid />);
    const cards = screen.getAllByRole("article");
    expect(cards).toHaveLength(9);
    for (const card of cards) {
      expect(within(card).getByRole("heading", { level: 2 }).textContent).not.toBe("");
      const image = within(card).getByRole("img");
      expect(image.getAttribute("alt")?.length).toBeGreaterThan(20);
      expect(image.getAttribute("src")).toMatch(/^\/images\/gallery\/.+\.svg$/);
      expect(card.querySelectorAll("p")).toHaveLength(2);
    }
  });

  it("spreads the projects across several places", () => {
    renderWithProviders(<GalleryGrid />);
    const regions = screen
      .getAllByRole("article")
      .map((card) => card.querySelector("p")?.textContent?.split(", ")[1]);
    expect(new Set(regions).size).toBeGreaterThanOrEqual(4);
  });

  it("loads only the first row straight away", () => {
    renderWithProviders(<GalleryGrid />);
    const loading = screen.getAllByRole("img").map((image) => image.getAttribute("loading"));
    expect(loading.slice(0, 3)).toEqual(["eager", "eager", "eager"]);
    expect(loading.slice(3).every((value) => value === "lazy")).toBe(true);
  });
});
