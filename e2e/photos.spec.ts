import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import sharp from "sharp";
import { expectNoSeriousA11yViolations, SCREENS } from "./support/axe";
import { APP_SHELL, holdBack, isHydrated } from "./support/hold-back";
import { takeAPersonsTime } from "./support/human-pace";
import { signInThroughApi } from "./support/staff";
import { fillQuoteForm, sendQuoteForm, shownReference } from "./support/quote-form";

/** Staff publish projects and site photos from /admin; homeowners send photos of their site with a quote request. */

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const today = () => new Date().toLocaleDateString("en-CA", { timeZone: "Australia/Brisbane" });

/** A small JPEG of one colour, as a picked file. */
async function photo(name: string, colour: string, width = 900, height = 600) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

async function addProjectThroughAdmin(page: Page, title: string) {
  await page.goto("/admin/projects");
  await expect(page.getByRole("heading", { level: 1, name: "Projects" })).toBeVisible();
  await page.getByRole("button", { name: "Add project" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a project" });
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Suburb").fill("Wynnum");
  await dialog.getByLabel("Service").selectOption("Composite Sleeper Retaining Wall");
  await dialog.getByLabel("Description").fill("A timber-look composite wall holding a new lawn above the path.");
  await dialog.getByLabel("Finished on").fill(today());
  await dialog.getByRole("button", { name: "Add project" }).click();
  await expect(dialog).toBeHidden();

  // the new draft opens for its photos
  const item = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
  await expect(item.getByText("Draft", { exact: true })).toBeVisible();
  await expect(item.getByRole("button", { name: `Publish ${title}` })).toBeDisabled();
  for (const [file, alt] of [
    [await photo("wall-front.jpg", "#7a6a58"), "Composite wall from the lawn, with the new path below"],
    [await photo("wall-side.jpg", "#58707a", 600, 900), "Side view of the composite wall and its drainage gravel"],
  ] as const) {
    await item.getByRole("button", { name: "Photo", exact: true }).setInputFiles(file);
    await item.getByLabel("Description (alt text)").fill(alt);
    await item.getByRole("button", { name: "Add photo" }).click();
    // the cover in the card, and the photo in the editor's list
    await expect(item.getByRole("img", { name: alt }).last()).toBeVisible();
  }
  await expect(item.getByRole("heading", { name: "Photos (2 of 12)" })).toBeVisible();
  await item.getByRole("button", { name: `Publish ${title}` }).click();
  await expect(item.getByText("Published", { exact: true })).toBeVisible();
  return item;
}

for (const [label, viewport] of SCREENS) {
  test.describe(`photos on a ${label}`, () => {
    test.use({ viewport });

    test("staff add a project with two photos; /gallery and the home page show it with srcset, and its photos open large", async ({
      page,
    }) => {
      await signInThroughApi(page);
      const title = `Wynnum composite wall ${unique()}`;
      const item = await addProjectThroughAdmin(page, title);
      await expectNoSeriousA11yViolations(page);
      await expect(item).toBeVisible();

      // server-rendered: the HTML itself carries the card and its sources
      const html = await (await page.request.get("/gallery")).text();
      expect(html).toContain(title);
      expect(html).toMatch(/<source type="image\/avif" srcSet="\/media\/[0-9a-f]{16}-480\.avif 480w/);

      await page.goto("/gallery");
      const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });
      await expect(card.getByText("Wynnum, Brisbane")).toBeVisible();
      await expect(card.locator("picture source[type='image/webp']")).toHaveAttribute("srcset", /-480\.webp 480w/);
      await card.getByRole("button", { name: `View the 2 photos of ${title}` }).click();
      const viewer = page.getByRole("dialog");
      await expect(viewer.getByText("1 / 2")).toBeVisible();
      await page.keyboard.press("ArrowRight");
      await expect(viewer.getByText("2 / 2")).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(viewer).toBeHidden();

      await page.goto("/");
      const recent = page.getByRole("region", { name: "Recent Projects" });
      await expect(recent.getByRole("listitem").first()).toContainText(title);
      await expect(recent.getByRole("listitem").first().locator("picture source[type='image/avif']")).toHaveAttribute(
        "srcset",
        /\/media\//,
      );

      // unpublished, it leaves the site on the next load
      await page.goto("/admin/projects");
      await page.getByRole("button", { name: `Unpublish ${title}` }).click();
      await expect(
        page
          .getByRole("listitem")
          .filter({ has: page.getByRole("heading", { name: title }) })
          .getByText("Draft", { exact: true }),
      ).toBeVisible();
      expect(await (await page.request.get("/gallery")).text()).not.toContain(title);
    });

    test("staff replace a site photo, refused files are named, and the drawing comes back", async ({ page }) => {
      await signInThroughApi(page);
      // the slot shows its drawing whatever an earlier run left
      expect((await page.request.delete("/api/site-photos/retaining-walls/hero-engineered-wall")).status()).toBe(200);
      await page.goto("/admin/site-photos");
      const slot = page.getByRole("article", { name: "Retaining walls: Hero" });
      await slot.getByRole("button", { name: "Add a photo" }).click();
      await slot
        .getByRole("button", { name: "Photo", exact: true })
        .setInputFiles({ name: "brochure.jpg", mimeType: "image/jpeg", buffer: Buffer.from("%PDF-1.4 not a photo") });
      await slot.getByRole("button", { name: "Use this photo" }).click();
      await expect(slot.getByText("brochure.jpg is not a photo we can use")).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await slot.getByRole("button", { name: "Photo", exact: true }).setInputFiles(await photo("hero.jpg", "#445566", 1600, 1000));
      await slot.getByLabel("Description (alt text)").fill("Charcoal sleeper wall terracing a backyard in Ashgrove");
      await slot.getByRole("button", { name: "Use this photo" }).click();
      await expect(slot.getByText(/^Your photo, since/)).toBeVisible();

      await page.goto("/retaining-walls");
      // by its alt text in the page, whether or not this screen's layout shows the hero picture
      const hero = page.locator('img[alt="Charcoal sleeper wall terracing a backyard in Ashgrove"]');
      await expect(hero).toHaveAttribute("fetchpriority", "high");
      // wide screens take the photo's AVIF or WebP widths; phones skip the hero picture altogether
      const sources = hero.locator("xpath=..").locator("source");
      await expect(sources.first()).toHaveAttribute("srcset", /^\/media\/[0-9a-f]{16}-480\.avif 480w/);
      await expect(sources.last()).toHaveAttribute("srcset", /^\/media\/[0-9a-f]{16}\.jpg$/);

      await page.goto("/admin/site-photos");
      await page.getByRole("article", { name: "Retaining walls: Hero" }).getByRole("button", { name: "Use the drawing" }).click();
      await expect(page.getByRole("article", { name: "Retaining walls: Hero" }).getByText("Drawing (no photo yet)")).toBeVisible();
      expect(await (await page.request.get("/retaining-walls")).text()).toContain("/images/retaining-walls/hero-engineered-wall.svg");
    });

    test("a homeowner sends two photos with a quote request, one fails, the lead is stored, and staff see the one that came", async ({
      page,
    }) => {
      const name = `Photo Homeowner ${unique()}`;
      await page.goto("/#quote-form");
      const form = page.getByRole("form", { name: "Free quote request" });
      await fillQuoteForm(form, { name, email: "photos@example.com" });
      await form
        .getByLabel("Photos of your site (optional)")
        .setInputFiles([
          await photo("back-slope.jpg", "#6b8e23", 2400, 1800),
          { name: "site-plan.jpg", mimeType: "image/jpeg", buffer: Buffer.from("%PDF-1.4 a plan, not a photo") },
        ]);
      await expect(form.getByRole("progressbar", { name: "Sending back-slope.jpg" })).toHaveAttribute("aria-valuetext", "Sent");
      await expect(form.getByText("site-plan.jpg is not a photo we can use")).toBeVisible();
      await expect(form.getByRole("button", { name: "Remove back-slope.jpg" })).toBeVisible();
      await sendQuoteForm(page, form);
      await expect(page.getByText(/^This photo did not arrive: site-plan\.jpg\./).first()).toBeVisible();
      const reference = await shownReference(page);

      await signInThroughApi(page);
      await page.goto(`/admin?q=${encodeURIComponent(reference)}`);
      await page.getByRole("button", { name: `Open lead from ${name}` }).click();
      const lead = page.getByRole("article", { name });
      await expect(lead.getByRole("heading", { name: "Photos of the site (1)" })).toBeVisible();
      const thumbnail = lead.getByRole("img", { name: "Site photo 1: back-slope.jpg" });
      await expect(thumbnail).toHaveAttribute("src", /^\/api\/contact\/\d+\/photos\/\d+\?size=thumbnail$/);
      await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);
      await lead.getByRole("button", { name: "View back-slope.jpg larger" }).click();
      await expect(page.getByRole("dialog").locator("img").first()).toHaveAttribute("src", /^\/api\/contact\/\d+\/photos\/\d+$/);
      await page.keyboard.press("Escape");
      await expectNoSeriousA11yViolations(page);

      // not for anyone else: the same address without the staff session
      const src = (await thumbnail.getAttribute("src"))!;
      await page.request.post("/api/logout");
      expect((await page.request.get(src)).status()).toBe(401);
    });
  });
}

test("a photo picked before the form's code has arrived goes with the lead, and a submit held meanwhile waits for it", async ({ page }) => {
  const name = `Early Photo ${unique()}`;
  // the app's code (React and the page) is held back: the form is the server's HTML, nothing hydrated
  const release = await holdBack(page, APP_SHELL);
  await page.goto("/#quote-form", { waitUntil: "domcontentloaded" });
  await page.locator("#quote-photos").setInputFiles(await photo("picked-early.jpg", "#8b5a2b", 1600, 1200));
  const form = page.locator("form").filter({ has: page.locator("#quote-photos") });
  await fillQuoteForm(form, { name, email: "early.photo@example.com" });
  await takeAPersonsTime(page);
  await form.getByRole("button", { name: "Get My Free Quote" }).click();
  await expect(page.locator("form[data-held-submit]")).toHaveCount(1);
  expect(await isHydrated(page.locator("h1"))).toBe(false);

  release();
  await expect(page.getByText("Quote request sent successfully!", { exact: true })).toBeVisible();
  const reference = await shownReference(page);
  await signInThroughApi(page);
  const [lead] = (await (await page.request.get(`/api/contact?q=${reference}`)).json()) as { photos: { fileName: string }[] }[];
  expect(lead!.photos.map((p) => p.fileName)).toEqual(["picked-early.jpg"]);
});
