import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { defaultBusinessProfile } from "@shared/business-profile";
import { faqItems } from "@shared/content/faq";
import { renderWithProviders } from "@/test/render";
import { FaqAccordion } from "./faq-accordion";

const items = faqItems(defaultBusinessProfile);
const [first, second] = items as [(typeof items)[0], (typeof items)[0]];
const question = (text: string) => screen.getByRole("button", { name: text });

describe("FaqAccordion", () => {
  it("lists all 20 questions, all closed", () => {
    renderWithProviders(<FaqAccordion items={items} />);
    const buttons = screen.getAllByRole("button");
    expect(buttons).toHaveLength(20);
    for (const button of buttons) expect(button).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByText(first.answer)).not.toBeInTheDocument();
  });

  it("opens items independently, so two answers can be open at once", async () => {
    const { user } = renderWithProviders(<FaqAccordion items={items} />);
    await user.click(question(first.question));
    await user.click(question(second.question));
    expect(question(first.question)).toHaveAttribute("aria-expanded", "true");
    expect(question(second.question)).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText(first.answer)).toBeVisible();
    expect(screen.getByText(second.answer)).toBeVisible();

    await user.click(question(first.question));
    expect(question(first.question)).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByText(first.answer)).not.toBeInTheDocument();
    expect(screen.getByText(second.answer)).toBeVisible();
  });

  it("toggles with the keyboard", async () => {
    const { user } = renderWithProviders(<FaqAccordion items={items} />);
    await user.tab();
    expect(question(first.question)).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(question(first.question)).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{ArrowDown} ");
    expect(question(second.question)).toHaveFocus();
    expect(question(second.question)).toHaveAttribute("aria-expanded", "true");
    expect(question(first.question)).toHaveAttribute("aria-expanded", "true");
  });
});
