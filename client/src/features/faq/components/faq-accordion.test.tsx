import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { defaultBusinessProfile } from "@shared/business-profile";
import { faqItems } from "@shared/content/faq";
import { renderWithProviders } from "@/test/render";
import { FaqAccordion } from "./faq-accordion";

const items = faqItems(defaultBusinessProfile);
const [first, second] = items as [(typeof items)[0], (typeof items)[0]];
const summary = (question: string) => screen.getByRole("heading", { level: 3, name: question }).closest("summary")!;
const details = (question: string) => summary(question).closest("details")!;

describe("FaqAccordion", () => {
  it("lists all 20 questions as headings, all closed, with every answer in the HTML", () => {
    renderWithProviders(<FaqAccordion items={items} />);
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(20);
    for (const item of items) {
      expect(details(item.question).open).toBe(false);
      expect(details(item.question)).toHaveTextContent(item.answer);
    }
  });

  it("opens items independently, so two answers can be open at once", async () => {
    const { user } = renderWithProviders(<FaqAccordion items={items} />);
    await user.click(summary(first.question));
    await user.click(summary(second.question));
    expect(details(first.question).open).toBe(true);
    expect(details(second.question).open).toBe(true);

    await user.click(summary(first.question));
    expect(details(first.question).open).toBe(false);
    expect(details(second.question).open).toBe(true);
  });

  it("reaches every question with Tab", async () => {
    const { user } = renderWithProviders(<FaqAccordion items={items} />);
    await user.tab();
    expect(summary(first.question)).toHaveFocus();
    await user.tab();
    expect(summary(second.question)).toHaveFocus();
  });
});
