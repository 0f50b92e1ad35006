import request from "supertest";
import { describe, expect, it } from "vitest";
import { CLIENT_CONFIG_ELEMENT_ID } from "@shared/client-config";
import { ROUTES } from "@shared/routes";
import { createTestContext, testContextForFile } from "../../test/test-app";
import { titleOf } from "../../test/html";

const ctx = testContextForFile();

describe("page HTML", () => {
  it.each(Object.values(ROUTES).map((r) => [r.path, r] as const))("%s answers 200 with its own title", async (path, route) => {
    const res = await request(ctx.app).get(path);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(titleOf(res.text)).toBe(route.title.replace(/&/g, "&#38;"));
  });

  it("answers unknown paths with 404 and the Page Not Found head, not indexed", async () => {
    const res = await request(ctx.app).get("/no/such/page");
    expect(res.status).toBe(404);
    expect(titleOf(res.text)).toBe("Page Not Found");
    expect(res.text).toContain('content="noindex, nofollow"');
    expect(res.text).not.toContain('rel="canonical"');
  });

  it("answers a missing file with a plain 404, not a page", async () => {
    const res = await request(ctx.app).get("/images/missing.png");
    expect(res.status).toBe(404);
    expect(res.headers["content-type"]).toMatch(/text\/plain/);
  });

  it("matches paths as the client router does (any case, trailing slash), with one canonical URL", async () => {
    const res = await request(ctx.app).get("/ga-enquiry/");
    expect(res.status).toBe(200);
    expect(res.text).toContain(`<link rel="canonical" href="${ctx.config.business.siteUrl}/GA-Enquiry" />`);
  });

  it("keeps staff pages out of search engines", async () => {
    for (const path of ["/admin", "/login"]) {
      expect((await request(ctx.app).get(path)).text).toContain('<meta name="robots" content="noindex, nofollow" />');
    }
  });

  it("hands the business profile to the browser as inert JSON", async () => {
    const res = await request(ctx.app).get("/");
    const match = new RegExp(`<script type="application/json" id="${CLIENT_CONFIG_ELEMENT_ID}">(.*?)</script>`).exec(res.text);
    expect(match).not.toBeNull();
    expect(JSON.parse(match![1]!).business.phone.display).toBe(ctx.config.business.phone.display);
  });

  it("uses the business overrides from the environment", async () => {
    const custom = await createTestContext(
      { business: { ...ctx.config.business, name: "Smith & Sons <Walls>", phone: { display: "(07) 3000 0000", e164: "+61730000000" } } },
      ctx.database,
    );
    const res = await request(custom.app).get("/");
    expect(res.text).toContain('content="Smith &#38; Sons &#60;Walls&#62;"');
    expect(res.text).toContain("+61730000000");
    expect(res.text).not.toContain("<Walls>");
    await custom.close();
  });
});
