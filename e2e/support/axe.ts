import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Fails with a readable list when axe finds serious or critical WCAG 2.x A/AA violations. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const summary = serious.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} -> ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 5)
        .join(", ")}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

export const PHONE_VIEWPORT = { width: 390, height: 844 };
export const DESKTOP_VIEWPORT = { width: 1280, height: 800 };

/** The two screens every journey and axe check runs on: a phone and a laptop. */
export const SCREENS = [
  ["phone", PHONE_VIEWPORT],
  ["laptop", DESKTOP_VIEWPORT],
] as const;
