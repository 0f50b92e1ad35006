import request from "supertest";
import { appWithStaffForFile, type StaffAgent } from "../../test/app-with-staff";
import { describe, expect, it } from "vitest";
import { editableDetails, defaultBusinessProfile } from "@shared/business-profile";
import { invoicingOf } from "@shared/invoicing-details";
import { createTestContext, type TestContext, testConfig } from "../../test/test-app";

let ctx: TestContext, owner: StaffAgent;
appWithStaffForFile({}, (app) => ({ ctx, staff: owner } = app));

// the test environment's invoicing starts from its BUSINESS_ABN and BUSINESS_GST_REGISTERED
const details = () => ({ ...editableDetails(defaultBusinessProfile, invoicingOf(undefined, testConfig().invoicingDefaults)) });
const jsonLdOf = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => m[1]).join("\n");

describe("business details in /admin", () => {
  it("start as the environment gives them", async () => {
    const res = await owner.get("/api/business-profile").expect(200);
    expect(res.body).toEqual({ details: details(), changedBy: null, changedAt: null });
  });

  it("refuse a phone number, licence number or address that is not one, with each field's message, and change nothing", async () => {
    const res = await owner
      .put("/api/business-profile")
      .send({ ...details(), phone: "555-CALL-NOW", qbccLicenceNumber: "QBCC12", facebookUrl: "javascript:alert(1)", serviceCouncils: [] });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(["facebookUrl", "phone", "qbccLicenceNumber", "serviceCouncils"]);
    expect((await owner.get("/api/business-profile")).body.changedBy).toBeNull();
  });

  it("reach the server HTML of / and /GA-Enquiry, their JSON-LD, on the next request of every process", async () => {
    // a second app on the same database stands for a second process (on PostgreSQL: the embedded database is
    // one process by nature, and its LISTEN does not hear another app's NOTIFY); it renders / before the change
    const other = await createTestContext({}, ctx.database);
    try {
      expect((await request(other.app).get("/")).text).toContain("(07) 5550 0123");
      const saved = await owner
        .put("/api/business-profile")
        .send({ ...details(), phone: "(07) 3123 4567", qbccLicenceNumber: "1234567", name: "Ridgeline & Sons Walls" });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ details: { phone: "(07) 3123 4567", qbccLicenceNumber: "1234567" }, changedBy: "office" });

      for (const app of process.env.TEST_DATABASE_URL ? [ctx.app, other.app] : [ctx.app]) {
        await expect.poll(async () => (await request(app).get("/")).text, { timeout: 5_000 }).toContain("(07) 3123 4567");
        const home = (await request(app).get("/")).text;
        expect(home).not.toContain("(07) 5550 0123");
        expect(home).toContain("Ridgeline &amp; Sons Walls");
        expect(jsonLdOf(home)).toContain("+61731234567");
        expect(jsonLdOf(home)).toContain("Ridgeline & Sons Walls");
        const ad = (await request(app).get("/GA-Enquiry")).text;
        expect(ad).toContain("(07) 3123 4567");
        expect(ad).toContain("QBCC Licence No. 1234567");
      }
    } finally {
      await other.close();
    }
  });
});
