import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/test/render";
import { WallTypeCards } from "./wall-type-cards";

describe("WallTypeCards", () => {
  it("shows Concrete, Timber and Composite walls, each with features and an Ideal for line", () => {
    renderWithProviders(<WallTypeCards />);
    const cards = screen.getAllByRole("article");
    expect(cards.map((card) => within(card).getByRole("heading", { level: 3 }).textContent)).toEqual([
      "Concrete Sleeper Retaining Walls",
      "Timber Sleeper Retaining Walls",
      "Composite Sleeper Retaining Walls",
    ]);
    for (const card of cards) {
      expect(within(card).getAllByRole("listitem").length).toBeGreaterThanOrEqual(3);
      expect(within(card).getByText("Ideal for:")).toBeInTheDocument();
      expect(within(card).getByRole("img")).toHaveAccessibleName();
    }
  });
});
