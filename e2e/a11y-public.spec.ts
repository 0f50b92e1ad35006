import { expect, test } from "@playwright/test";
import { ROUTES } from "../shared/routes";
import { expectNoSeriousA11yViolations, SCREENS } from "./support/axe";

const pages = [
  ...Object.values(ROUTES)
    .filter((r) => r.area === "public" || r.area === "ads")
    .map((r) => ({ name: r.path, path: r.path })),
  { name: "the 404 page", path: "/no-such-page" },
];

for (const [label, viewport] of SCREENS) {
  test.describe(`accessibility at ${viewport.width} px (${label})`, () => {
    test.use({ viewport });
    for (const { name, path } of pages) {
      test(`${name} has no serious or critical axe violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await page.waitForLoadState("networkidle");
        await expectNoSeriousA11yViolations(page);
      });
    }
  });
}
