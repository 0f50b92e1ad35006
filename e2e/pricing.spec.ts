import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, SCREENS } from "./support/axe";
import { signInThroughApi } from "./support/staff";

/** The Owner sets the rates the instant estimate works from; the estimate uses them at once. */

const fence = {
  job: "fence",
  type: "timber-paling",
  heightM: 1.5,
  lengthM: 10,
  singleGates: 0,
  doubleGates: 0,
  dividing: false,
  removeOld: false,
  onWallHeightM: 0,
};

for (const [label, viewport] of SCREENS) {
  test.describe(`estimate prices on a ${label}`, () => {
    test.use({ viewport });

    test("the Owner changes a rate, a mistake is named on its field, and the estimate uses the saved rate", async ({ page }) => {
      await signInThroughApi(page);
      await page.goto("/admin/pricing");
      await expect(page.getByRole("heading", { level: 1, name: "Estimate prices" })).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: /^Loading/ })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);

      const timber = page.getByRole("region", { name: "Timber paling fences" });
      const row = timber.getByRole("group", { name: "1.5 m high" });
      await row.getByLabel("Low ($)").fill("130");
      await row.getByLabel("High ($)").fill("120");
      await page.getByRole("button", { name: "Save prices" }).click();
      await expect(row.getByText("The low is above the high")).toBeVisible();

      const high = 140 + (viewport.width % 7);
      await row.getByLabel("High ($)").fill(String(high));
      await page.getByRole("button", { name: "Save prices" }).click();
      await expect(page.getByText("Prices saved", { exact: true })).toBeVisible();

      const preview = await page.request.post("/api/estimates/preview", { data: fence });
      expect(preview.status()).toBe(200);
      expect((await preview.json()).lines[0]).toEqual({
        label: "Timber paling fence, 1.5 m high, 10.0 m long",
        low: 130_000,
        high: high * 1_000,
      });
      await page.reload();
      await expect(timber.getByRole("group", { name: "1.5 m high" }).getByLabel("High ($)")).toHaveValue(String(high));
    });
  });
}
