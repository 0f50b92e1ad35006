import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FALLBACK_REVIEWS } from "@shared/content/fallback-reviews";
import { faqItems } from "@shared/content/faq";
import { reviews } from "@shared/schema";
import { ROUTES, type RouteMeta } from "@shared/routes";
import { BREADCRUMB_NAMES } from "@shared/seo/breadcrumbs";
import { signedInAgent } from "../../test/staff";
import { createTestContext, type TestContext } from "../../test/test-app";

let ctx: TestContext;
const site = () => ctx.config.business.siteUrl;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

type Ld = Record<string, unknown> & { "@type": string };

function jsonLdBlocks(html: string): Ld[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Ld);
}

const attr = (html: string, selector: RegExp) => html.match(selector)?.[1];
const meta = (html: string, key: "name" | "property", value: string) =>
  attr(html, new RegExp(`<meta ${key}="${value.replace(/[:]/g, "\\$&")}" content="([^"]*)"`));
const decode = (text: string | undefined) => text?.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

const publicRoutes = Object.values(ROUTES).filter((r) => r.area === "public");
const adRoutes = Object.values(ROUTES).filter((r) => r.area === "ads");
const breadcrumbPaths = Object.keys(BREADCRUMB_NAMES).map((k) => ROUTES[k as keyof typeof BREADCRUMB_NAMES].path);

async function page(path: string) {
  const res = await request(ctx.app).get(path);
  return { status: res.status, html: res.text, ld: jsonLdBlocks(res.text) };
}

describe("the head of every public and ad page, in the HTML the server sends", () => {
  it.each([...publicRoutes, ...adRoutes].map((r) => [r.path, r] as const))(
    "%s has its own title, description, canonical and social tags",
    async (_path, route: RouteMeta) => {
      const { status, html } = await page(route.path);
      expect(status).toBe(200);
      expect(decode(attr(html, /<title>([^<]*)<\/title>/))).toBe(route.title);
      expect(decode(meta(html, "name", "description"))).toBe(route.description);
      expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${site()}${route.path}`);
      expect(meta(html, "property", "og:locale")).toBe("en_AU");
      expect(decode(meta(html, "property", "og:title"))).toBe(route.title);
      expect(decode(meta(html, "property", "og:description"))).toBe(route.description);
      expect(meta(html, "property", "og:url")).toBe(`${site()}${route.path}`);
      expect(meta(html, "property", "og:image")).toBe(`${site()}/images/og-image.png`);
      expect(meta(html, "name", "twitter:card")).toBe("summary_large_image");
      expect(meta(html, "name", "robots")).toBe(route.indexable ? "index, follow" : "noindex, nofollow");
    },
  );

  it("gives every page a different title and description", async () => {
    const heads = await Promise.all([...publicRoutes, ...adRoutes].map(async (r) => (await page(r.path)).html));
    const titles = heads.map((h) => attr(h, /<title>([^<]*)<\/title>/));
    const descriptions = heads.map((h) => meta(h, "name", "description"));
    expect(new Set(titles).size).toBe(heads.length);
    expect(new Set(descriptions).size).toBe(heads.length);
  });

  it.each([...publicRoutes, ...adRoutes].map((r) => r.path))(
    "%s describes the business as a home and construction business serving Greater Brisbane and the Sunshine Coast",
    async (path) => {
      const { ld } = await page(path);
      const business = ld.find((b) => b["@type"] === "HomeAndConstructionBusiness");
      expect(business).toMatchObject({
        name: ctx.config.business.name,
        priceRange: "$$",
        address: { addressCountry: "AU", addressRegion: "QLD", addressLocality: "Brisbane" },
        areaServed: expect.arrayContaining([
          expect.objectContaining({ "@type": "AdministrativeArea", name: "Brisbane, Queensland" }),
          expect.objectContaining({ "@type": "AdministrativeArea", name: "Sunshine Coast, Queensland" }),
          expect.objectContaining({ "@type": "AdministrativeArea", name: "Noosa, Queensland" }),
        ]),
        aggregateRating: { ratingValue: 5, reviewCount: 3, bestRating: 5, worstRating: 1 },
      });
    },
  );

  it.each(breadcrumbPaths)("%s carries a Home / page breadcrumb", async (path) => {
    const { ld } = await page(path);
    const trail = ld.find((b) => b["@type"] === "BreadcrumbList") as { itemListElement: unknown[] } | undefined;
    const route = Object.values(ROUTES).find((r) => r.path === path)!;
    const name = Object.entries(BREADCRUMB_NAMES).find(([k]) => ROUTES[k as keyof typeof ROUTES].path === path)![1];
    expect(trail?.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${site()}/` },
      { "@type": "ListItem", position: 2, name, item: `${site()}${route.path}` },
    ]);
  });

  it("has no breadcrumb on the home page or the ad pages", async () => {
    for (const path of ["/", ...adRoutes.map((r) => r.path)]) {
      expect((await page(path)).ld.map((b) => b["@type"])).not.toContain("BreadcrumbList");
    }
  });

  it("puts the 20 questions of the FAQ page in FAQPage data on /faq only", async () => {
    const { ld } = await page("/faq");
    const faq = ld.find((b) => b["@type"] === "FAQPage") as unknown as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
    const items = faqItems(ctx.config.business);
    expect(faq.mainEntity).toHaveLength(20);
    expect(faq.mainEntity.map((q) => q.name)).toEqual(items.map((i) => i.question));
    expect(faq.mainEntity[0]!.acceptedAnswer.text).toBe(items[0]!.answer);
    expect((await page("/gallery")).ld.map((b) => b["@type"])).not.toContain("FAQPage");
  });

  it("gives staff and golf pages no structured data and keeps them out of search", async () => {
    for (const path of [ROUTES.admin.path, ROUTES.login.path, ROUTES.golfDashboard.path]) {
      const { status, html, ld } = await page(path);
      expect(status).toBe(200);
      expect(ld).toEqual([]);
      expect(meta(html, "name", "robots")).toBe("noindex, nofollow");
    }
  });
});

describe("review structured data on the home page", () => {
  // Each test that needs approved reviews approves them through the API, which clears the server's
  // cached rating; the first test runs before any approval.
  beforeEach(async () => {
    await ctx.database.db.delete(reviews);
  });

  const organization = (ld: Ld[]) =>
    ld.find((b) => b["@type"] === "Organization") as unknown as {
      aggregateRating: Record<string, number>;
      review: { author: { name: string }; reviewRating: { ratingValue: number }; reviewBody: string; datePublished?: string }[];
    };

  async function submitAndApprove(review: { name: string; rating: number; reviewText: string }) {
    const created = await request(ctx.app)
      .post("/api/reviews")
      .send({ location: "Chermside", service: "", ...review });
    expect(created.status).toBe(201);
    const agent = await signedInAgent(ctx);
    expect((await agent.patch(`/api/reviews/${created.body.id}/approve`)).status).toBe(200);
  }

  it("shows the three built-in reviews and 5 from 3 while none is approved", async () => {
    await request(ctx.app).post("/api/reviews").send({ name: "Pending Pat", location: "Logan", rating: 1, reviewText: "Not approved yet" });
    const org = organization((await page("/")).ld);
    expect(org.aggregateRating).toEqual({ "@type": "AggregateRating", ratingValue: 5, reviewCount: 3, bestRating: 5, worstRating: 1 });
    expect(org.review.map((r) => r.author.name)).toEqual(FALLBACK_REVIEWS.map((r) => r.name));
    expect(org.review[0]).not.toHaveProperty("datePublished");
  });

  it("maps approved reviews to author, rating, text and date, with the aggregate computed from them", async () => {
    await submitAndApprove({ name: "Alice", rating: 4, reviewText: "Solid wall, tidy crew." });
    await submitAndApprove({ name: "Bob", rating: 5, reviewText: "Fence looks great." });
    const { ld } = await page("/");
    const org = organization(ld);
    expect(org.aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 });
    expect(org.review.map((r) => [r.author.name, r.reviewRating.ratingValue, r.reviewBody])).toEqual([
      ["Bob", 5, "Fence looks great."],
      ["Alice", 4, "Solid wall, tidy crew."],
    ]);
    expect(org.review[0]!.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const business = ld.find((b) => b["@type"] === "HomeAndConstructionBusiness") as unknown as { aggregateRating: Record<string, number> };
    expect(business.aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 2 });
  });

  it("lists at most the six newest approved reviews while counting all of them", async () => {
    for (let i = 1; i <= 7; i++) await submitAndApprove({ name: `Reviewer ${i}`, rating: 5, reviewText: `Review number ${i}` });
    const org = organization((await page("/")).ld);
    expect(org.aggregateRating.reviewCount).toBe(7);
    expect(org.review.map((r) => r.author.name)).toEqual([7, 6, 5, 4, 3, 2].map((i) => `Reviewer ${i}`));
  });

  it("keeps review text inside the JSON-LD even when it contains a closing script tag", async () => {
    const attack = "Great job </script><script>alert(1)</script> <!-- & \u2028 $& $` end";
    await submitAndApprove({ name: "</script><script>alert(2)</script>", rating: 5, reviewText: attack });
    const { html, ld } = await page("/");
    expect(html).not.toContain("<script>alert(");
    expect(html.match(/<\/script>/g)?.length).toBe(html.match(/<script[\s>]/g)?.length);
    const org = organization(ld);
    expect(org.review[0]!.reviewBody).toBe(attack);
    expect(org.review[0]!.author.name).toBe("</script><script>alert(2)</script>");
  });
});

describe("files for search engines", () => {
  it("lists every public page in /sitemap.xml and no staff, golf or ad page", async () => {
    const res = await request(ctx.app).get("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/xml/);
    const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.sort()).toEqual(publicRoutes.map((r) => `${site()}${r.path}`).sort());
  });

  it("disallows /admin and /login in /robots.txt and points at the sitemap", async () => {
    const res = await request(ctx.app).get("/robots.txt");
    expect(res.status).toBe(200);
    const lines = res.text.split("\n");
    expect(lines).toContain("Disallow: /admin");
    expect(lines).toContain("Disallow: /login");
    expect(lines).toContain(`Sitemap: ${site()}/sitemap.xml`);
    for (const r of publicRoutes) expect(lines).not.toContain(`Disallow: ${r.path}`);
  });

  it("answers an unknown path with 404, the Page Not Found title and no canonical", async () => {
    const { status, html, ld } = await page("/no-such-page");
    expect(status).toBe(404);
    expect(attr(html, /<title>([^<]*)<\/title>/)).toBe("Page Not Found");
    expect(html).not.toContain('rel="canonical"');
    expect(meta(html, "name", "robots")).toBe("noindex, nofollow");
    expect(ld).toEqual([]);
  });
});
