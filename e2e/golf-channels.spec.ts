import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { DESKTOP_VIEWPORT, expectNoSeriousA11yViolations, SCREENS } from "./support/axe";
import { signedInApi, signInThroughApi } from "./support/staff";

/**
 * Where to sell, as the golf seller reads it on the profit calculator: the worked example of the issue typed in, each
 * channel's fees, net, margin and break-even, the best marked, each with its source and date; a card per channel on
 * a phone, side by side on a laptop.
 */
/** The calculator open with the worked example typed into Where to sell: its section. */
async function workedExample(page: Page) {
  await page.goto("/golf-profit-calculator");
  const section = page.getByRole("region", { name: "Where to sell" });
  await section.getByLabel("Landed cost per unit (A$)").fill("100");
  await section.getByLabel("Sale price incl. GST (A$)").fill("199");
  await section.getByLabel("Shipping charged (A$)").fill("0");
  await section.getByLabel("Shipping cost (A$)").fill("12");
  return section;
}

for (const [, viewport] of SCREENS) {
  test(`where to sell shows the worked example at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const section = await workedExample(page);
    const channels = section.getByRole("list", { name: "Channels" });
    const amazon = channels.getByRole("listitem", { name: "Amazon.com.au (Sports & Outdoors)" });
    const ebay = channels.getByRole("listitem", { name: "eBay.com.au" });
    const own = channels.getByRole("listitem", { name: "Own web store (card payments)" });
    await expect(amazon).toContainText("Revenue ex GSTA$180.91");
    await expect(amazon).toContainText("Percentage fee-A$29.85");
    await expect(amazon).toContainText("Subscription share-A$0.50");
    await expect(amazon).toContainText("Net per unitA$38.56");
    await expect(amazon).toContainText("Margin21.3%");
    await expect(ebay).toContainText("Percentage fee-A$24.25");
    await expect(ebay).toContainText("Per-order fee-A$0.36");
    await expect(ebay).toContainText("Net per unitA$44.30");
    await expect(ebay).toContainText("Margin24.5%");
    await expect(own).toContainText("Net per unitA$65.23");
    await expect(own).toContainText("Margin36.1%");
    await expect(own.getByText("Best", { exact: true })).toBeVisible();
    await expect(amazon.getByText("Best", { exact: true })).toHaveCount(0);
    await expect(ebay).toContainText(/from \d{2}\/\d{2}\/\d{4}/);
    await expect(own).toContainText("Break-even priceA$");

    const boxes = await Promise.all([amazon, ebay, own].map((card) => card.boundingBox()));
    const sideBySide = boxes[0]!.y === boxes[1]!.y && boxes[1]!.y === boxes[2]!.y;
    expect(sideBySide).toBe(viewport.width >= 768);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
    await expectNoSeriousA11yViolations(page);
  });
}

test("the Owner changes a channel's fee on the calculator and the figures follow", async ({ page, playwright }) => {
  const api = await signedInApi(playwright, "198.51.100.96");
  const before = await (await api.get("/api/golf/channel-fees")).json();
  try {
    await page.setViewportSize(DESKTOP_VIEWPORT);
    await signInThroughApi(page);
    const section = await workedExample(page);
    await section.getByRole("button", { name: "Edit channel fees" }).click();
    const form = section.getByRole("form", { name: "Edit the channel fees" });
    await form.getByRole("spinbutton", { name: "Fee (bp) of Amazon.com.au (Sports & Outdoors)" }).fill("-5");
    await form.getByRole("button", { name: "Save channel fees" }).click();
    await expect(form.getByText("The fee cannot be negative")).toBeVisible();
    await form.getByRole("spinbutton", { name: "Fee (bp) of Amazon.com.au (Sports & Outdoors)" }).fill("800");
    await form
      .getByRole("textbox", { name: "Source of Amazon.com.au (Sports & Outdoors)" })
      .fill("Amazon.com.au fee notice, November 2026");
    await expectNoSeriousA11yViolations(page);
    await form.getByRole("button", { name: "Save channel fees" }).click();
    await expect(page.getByText("Channel fees saved", { exact: true })).toBeVisible();
    // 8% of 199.00 = 15.92, + 0.50: net 180.91 - 16.42 - 12.00 - 100.00
    const amazon = section.getByRole("list", { name: "Channels" }).getByRole("listitem", { name: "Amazon.com.au (Sports & Outdoors)" });
    await expect(amazon).toContainText("Net per unitA$52.49");
    await expect(amazon).toContainText("Amazon.com.au fee notice, November 2026");
  } finally {
    expect((await api.put("/api/golf/channel-fees", { data: before })).status()).toBe(200);
    await api.dispose();
  }
});
