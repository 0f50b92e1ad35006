import request from "supertest";
import { describe, expect, it } from "vitest";
import { ROUTES } from "@shared/routes";
import { testContextForFile } from "../../../test/test-app";

const ctx = testContextForFile();

describe("the crew app as an installable app", () => {
  it("has a manifest starting at /crew, standalone, with 192 and 512 px icons", async () => {
    const res = await request(ctx.app).get("/crew/manifest.webmanifest").expect(200);
    expect(res.headers["content-type"]).toMatch(/^application\/manifest\+json/);
    const manifest = JSON.parse(res.text);
    expect(manifest).toMatchObject({ start_url: "/crew", scope: "/crew", display: "standalone", short_name: "Crew" });
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  });

  it("serves a service worker allowed the /crew scope, which keeps the app's files and its photos, not its data", async () => {
    const res = await request(ctx.app).get("/crew/sw.js").expect(200);
    expect(res.headers["service-worker-allowed"]).toBe("/crew");
    expect(res.headers["content-type"]).toMatch(/javascript/);
    expect(res.text).toContain('"/crew"');
    expect(res.text).not.toContain("/api/crew/days");
  });

  it("links its manifest from /crew only: no public page loads any of it", async () => {
    const crew = (await request(ctx.app).get("/crew").expect(200)).text;
    expect(crew).toContain('<link rel="manifest" href="/crew/manifest.webmanifest" />');
    for (const route of Object.values(ROUTES).filter((r) => r.area === "public" || r.area === "ads")) {
      const html = (await request(ctx.app).get(route.path)).text;
      expect(html, route.path).not.toContain("/crew/");
    }
  });
});
