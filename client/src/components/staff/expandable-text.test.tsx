import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ADMIN_REVIEW_TEXT_LIMIT } from "@shared/constants";
import { renderWithProviders } from "@/test/render";
import { ExpandableText } from "./expandable-text";

const longText = `${"Great retaining wall, tidy crew. ".repeat(6)}The end of the story.`;

describe("ExpandableText", () => {
  it("cuts text longer than 150 characters and toggles Show more / Show less", async () => {
    expect(longText.length).toBeGreaterThan(ADMIN_REVIEW_TEXT_LIMIT);
    const { user } = renderWithProviders(<ExpandableText text={longText} limit={ADMIN_REVIEW_TEXT_LIMIT} />);

    const shown = screen.getByText((_content, element) => element?.tagName === "P");
    expect(shown.textContent).toBe(`${longText.slice(0, 150)}...`);
    expect(screen.queryByText(/The end of the story\./)).not.toBeInTheDocument();

    const more = screen.getByRole("button", { name: "Show more" });
    expect(more).toHaveAttribute("aria-expanded", "false");
    await user.click(more);
    expect(shown.textContent).toBe(longText);
    const less = screen.getByRole("button", { name: "Show less" });
    expect(less).toHaveAttribute("aria-expanded", "true");

    await user.click(less);
    expect(shown.textContent).toBe(`${longText.slice(0, 150)}...`);
  });

  it("shows text of exactly 150 characters whole, with no toggle", () => {
    const exact = "x".repeat(ADMIN_REVIEW_TEXT_LIMIT);
    renderWithProviders(<ExpandableText text={exact} limit={ADMIN_REVIEW_TEXT_LIMIT} />);
    expect(screen.getByText(exact)).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});
