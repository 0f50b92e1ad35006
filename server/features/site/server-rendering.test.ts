import request from "supertest";
import { describe, expect, it } from "vitest";
import { createApp } from "../../app";
import { createLogger } from "../../logger";
import { signedInAgent } from "../../test/staff";
import { decodeHtml } from "../../test/html";
import { testConfig, testContextForFile } from "../../test/test-app";
import { templateOnlyClientAssets } from "./client-assets";

const ctx = testContextForFile();

const headings = (html: string, level: 1 | 2) =>
  [...html.matchAll(new RegExp(`<h${level}[^>]*>(.*?)</h${level}>`, "gs"))].map((m) => decodeHtml(m[1]!.replace(/<[^>]+>/g, "")));
const labels = (html: string) =>
  [...html.matchAll(/<label[^>]*>(.*?)<\/label>/gs)].map((m) => decodeHtml(m[1]!.replace(/<[^>]+>/g, "")).replace(/\s*\*$/, ""));

const review = {
  name: "Priya S.",
  location: "Caloundra",
  rating: 4,
  reviewText: "Tidy <b>sleeper</b> wall, on time.",
  service: "Timber Sleeper Retaining Wall",
};

describe("server-rendered public pages", () => {
  const pages = [
    {
      path: "/",
      h1: "Brisbane Retaining Walls & Fencing, Built to Last",
      h2: ["Our Services", "Why Choose Us", "Recent Projects", "What Our Customers Say", "Get Your Free Quote"],
    },
    { path: "/gallery", h1: "Project Gallery", h2: ["Concrete Sleeper Retaining Wall", "Like what you see?"] },
    {
      path: "/retaining-walls",
      h1: "Retaining Wall Projects",
      h2: ["Three ways to hold back a slope", "Choose your finish", "Engineered, certified and approved"],
    },
    { path: "/fencing-projects", h1: "Fencing Projects", h2: ["Colorbond, timber and aluminium fences", "Your new fence in 4 steps"] },
    { path: "/faq", h1: "Frequently Asked Questions", h2: ["Questions and answers", "Still have a question?"] },
    { path: "/share-experience", h1: "Share Your Experience", h2: ["Tell us about your project", "Why Your Review Matters"] },
    { path: "/privacy-policy", h1: "Privacy Policy", h2: ["1. Information We Collect", "10. Contact Us"] },
    {
      path: "/GA-Enquiry",
      h1: "Free On-Site Quote for Retaining Walls & Fencing",
      h2: ["Recent projects", "Get Your Free Quote", "What happens next?"],
    },
    { path: "/thank-you", h1: "Thank You!", h2: ["Need to talk sooner?"] },
  ];

  it.each(pages)("$path holds its h1, main section headings, header and footer", async ({ path, h1, h2 }) => {
    const res = await request(ctx.app).get(path);
    expect(res.status).toBe(200);
    expect(headings(res.text, 1)).toEqual([h1]);
    expect(headings(res.text, 2)).toEqual(expect.arrayContaining(h2));
    expect(res.text).toContain(`href="tel:${ctx.config.business.phone.e164}"`);
    expect(res.text).not.toContain("This page needs JavaScript");
    expect(res.text).not.toMatch(/<script>/); // no inline script: the CSP forbids them
  });

  it("puts the quote forms' labels in the HTML of / and /GA-Enquiry, with a note that sending needs JavaScript", async () => {
    const home = (await request(ctx.app).get("/")).text;
    expect(labels(home)).toEqual(
      expect.arrayContaining([
        "Full name",
        "Phone number",
        "Email address",
        "Project location",
        "Project length/area",
        "Preferred timeline",
        "Estimated budget",
      ]),
    );
    const ad = (await request(ctx.app).get("/GA-Enquiry")).text;
    expect(labels(ad)).toEqual(expect.arrayContaining(["Full name", "Phone", "Email", "Service", "Project details"]));
    for (const html of [home, ad]) expect(html).toContain("<noscript><p");
  });

  it("renders each island of a page made of them as a root of its own, its ids under its own prefix", async () => {
    const home = (await request(ctx.app).get("/")).text;
    const islands = [...home.matchAll(/<div data-island="([a-z-]+)"( data-island-prefix="([^"]+)")? class="contents">/g)];
    expect(islands.map((match) => [match[1], match[3]])).toEqual([
      ["site-header", "i0-"],
      ["quote-form", "i1-"],
    ]);
    expect(home).not.toContain("data-island-slot");
    // every field's label points at an id the island's own root made, as the browser's root will hydrate it
    const form = home.slice(home.indexOf('data-island="quote-form"'));
    const labelled = [...form.matchAll(/<label[^>]* for="([^"]+)"/g)].map((match) => match[1]!);
    expect(labelled.length).toBeGreaterThan(5);
    expect(labelled.filter((id) => !form.includes(`id="${id}"`))).toEqual([]);
    const generated = labelled.filter((id) => !id.startsWith("quote-"));
    expect(generated.length).toBeGreaterThan(0);
    expect(generated.filter((id) => !id.startsWith("_i1-"))).toEqual([]);
    // the thank-you page shows the reference its address asks for, and only a real one
    expect((await request(ctx.app).get("/thank-you?ref=RW-ABCDEF")).text).toContain("RW-ABCDEF");
    expect((await request(ctx.app).get("/thank-you?ref=%3Cb%3Ex")).text).not.toContain("Your reference");
  });

  it("answers unknown paths with 404 and the Page Not Found content", async () => {
    const res = await request(ctx.app).get("/no/such/page");
    expect(res.status).toBe(404);
    expect(headings(res.text, 1)).toEqual(["Page Not Found"]);
    expect(res.text).toContain("Back to Home");
  });

  it("leaves staff and golf screens to the browser, with a note for visitors without JavaScript", async () => {
    const res = await request(ctx.app).get("/admin");
    expect(res.text).toContain('<div id="root"></div>');
    expect(res.text).toContain("This page needs JavaScript");
  });

  it("renders the approved reviews into / (escaped) and embeds them for hydration; approval shows at once", async () => {
    const before = (await request(ctx.app).get("/")).text;
    expect(before).not.toContain("Tidy &lt;b&gt;sleeper&lt;/b&gt; wall");

    const created = await request(ctx.app).post("/api/reviews").send(review);
    const staff = await signedInAgent(ctx);
    await staff.patch(`/api/reviews/${created.body.id}/approve`).expect(200);

    const html = (await request(ctx.app).get("/")).text;
    expect(html).toContain("Tidy &lt;b&gt;sleeper&lt;/b&gt; wall, on time.");
    expect(html).not.toContain("<b>sleeper</b>");
    const embedded = /<script type="application\/json" id="initial-queries">(.*?)<\/script>/.exec(html)?.[1];
    const queries = JSON.parse(embedded!) as [string[], unknown][];
    expect(queries.map(([key]) => key[0])).toEqual(["/api/site-content", "/api/reviews"]);
    expect(queries[1]![1]).toEqual([expect.objectContaining({ name: "Priya S.", reviewText: review.reviewText })]);
    expect(embedded).not.toContain("<b>");
  });
});

describe("GET /api/reviews", () => {
  it("answers from memory with an ETag; a revalidation with it costs a 304, until the list changes", async () => {
    const first = await request(ctx.app).get("/api/reviews");
    expect(first.status).toBe(200);
    expect(first.headers["cache-control"]).toBe("no-cache");
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    await request(ctx.app).get("/api/reviews").set("If-None-Match", etag).expect(304);

    const created = await request(ctx.app)
      .post("/api/reviews")
      .send({ ...review, name: "Pending only" });
    await request(ctx.app).get("/api/reviews").set("If-None-Match", etag).expect(304); // a pending review is not public
    const staff = await signedInAgent(ctx);
    await staff.patch(`/api/reviews/${created.body.id}/approve`).expect(200);
    const after = await request(ctx.app).get("/api/reviews").set("If-None-Match", etag);
    expect(after.status).toBe(200);
    expect(after.body.map((r: { name: string }) => r.name)).toContain("Pending only");
    expect(after.headers.etag).not.toBe(etag);
  });

  it.runIf(process.env.TEST_DATABASE_URL)("another process on the same PostgreSQL sees an approval (LISTEN/NOTIFY)", async () => {
    const other = await createApp({
      database: ctx.database,
      config: testConfig(),
      logger: createLogger("silent"),
      client: templateOnlyClientAssets(),
    });
    try {
      // Two apps on one database stand for two processes: each has its own cache and its own listening connection.
      const names = async () => (await request(other.app).get("/api/reviews")).body.map((r: { name: string }) => r.name);
      const created = await request(ctx.app)
        .post("/api/reviews")
        .send({ ...review, name: "Seen elsewhere" });
      expect(await names()).not.toContain("Seen elsewhere");
      const staff = await signedInAgent(ctx);
      await staff.patch(`/api/reviews/${created.body.id}/approve`).expect(200);
      await expect.poll(names, { timeout: 5_000 }).toContain("Seen elsewhere");
    } finally {
      await other.close();
    }
  });
});
