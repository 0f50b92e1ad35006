import { eq } from "drizzle-orm";
import { generate } from "otplib";
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { users } from "@shared/schema";
import { appWithStaffForFile, type StaffAgent } from "../../test/app-with-staff";
import { textOf } from "../../test/html";
import { pollUntilQueueDrained } from "../../test/queue-drained";
import { acceptedWallQuote } from "../../test/quotes";
import type { SmtpSink } from "../../test/smtp-sink";
import { signedInAgent, STAFF } from "../../test/staff";
import type { TestContext } from "../../test/test-app";
import { PAYMENT_DETAILS_NOTICE_TASK } from "./payment-details-notice";

let ctx: TestContext, owner: StaffAgent, sink: SmtpSink;
appWithStaffForFile({ mail: true }, (app) => ({ ctx, staff: owner, sink } = app));

const OTHER_OWNER = { username: "second-owner", password: "a second owner keeps watch", role: "owner" as const };
const STAFF_MEMBER = { username: "office-staff", password: "the office staff member types", role: "staff" as const };
const FIRST_ACCOUNT = { bankAccountName: "Ridgeline Walls", bankBsb: "064-000", bankAccountNumber: "12345678", payId: "" };

const detailsNow = async () => (await owner.get("/api/business-profile").expect(200)).body.details;
const noticesTo = (address: string) =>
  sink.received.filter((m) => m.envelopeTo.includes(address) && m.mail.subject === "Payment details changed").map((m) => m.mail);
const noticesSent = () => pollUntilQueueDrained(ctx.database.db, { types: [PAYMENT_DETAILS_NOTICE_TASK] });

beforeAll(async () => {
  await signedInAgent(ctx, ctx.database, OTHER_OWNER);
  await signedInAgent(ctx, ctx.database, STAFF_MEMBER);
  for (const [username, email] of [
    [STAFF.username, "owner@ridgeline.example"],
    [OTHER_OWNER.username, "second.owner@ridgeline.example"],
    [STAFF_MEMBER.username, "staff@ridgeline.example"],
  ] as const) {
    await ctx.database.db.update(users).set({ email }).where(eq(users.username, username));
  }
  await owner
    .put("/api/business-profile")
    .send({ ...(await detailsNow()), abn: "51 824 753 556", gstRegistered: true, ...FIRST_ACCOUNT, currentPassword: STAFF.password })
    .expect(200);
  await noticesSent();
});

describe("payment details", () => {
  it("are not changed without the Owner's current password: 403, and nothing saved", async () => {
    const details = await detailsNow();
    const noPassword = await owner.put("/api/business-profile").send({ ...details, bankAccountNumber: "99999999" });
    expect(noPassword.status).toBe(403);
    expect(noPassword.body.errors).toHaveProperty("currentPassword");
    const wrong = await owner
      .put("/api/business-profile")
      .send({ ...details, payId: "thief@evil.example", currentPassword: "not the password at all" });
    expect(wrong.status).toBe(403);
    const surcharge = await owner.put("/api/business-profile").send({ ...details, cardFeePercent: 2, cardSurchargePercent: 2 });
    expect(surcharge.status).toBe(403);
    expect(await detailsNow()).toMatchObject({ bankAccountNumber: "12345678", payId: "", cardSurchargePercent: 0 });
    // other details need no password
    await owner
      .put("/api/business-profile")
      .send({ ...details, textsPerHour: 40 })
      .expect(200);
    expect((await detailsNow()).textsPerHour).toBe(40);
  });

  it("with it: saved, every Owner emailed the change masked, and an invoice keeps the account it was issued with", async () => {
    const earlier = await acceptedWallQuote(ctx, owner);
    const earlierUrl = (await owner.get(`/api/leads/${earlier.reference}/invoices`).expect(200)).body.invoices[0].url;
    expect(textOf((await request(ctx.app).get(earlierUrl)).text)).toContain("12345678");
    sink.received.length = 0;

    await owner
      .put("/api/business-profile")
      .send({ ...(await detailsNow()), bankBsb: "484-799", bankAccountNumber: "87654321", currentPassword: STAFF.password })
      .expect(200);
    await noticesSent();
    for (const address of ["owner@ridgeline.example", "second.owner@ridgeline.example"]) {
      const [notice] = noticesTo(address);
      expect(notice, address).toBeDefined();
      expect(notice!.text ?? "").toContain("BSB: •••000 -> •••799");
      expect(notice!.text ?? "").toContain("Account number: •••678 -> •••321");
      expect(notice!.text ?? "").not.toContain("12345678");
      expect(notice!.text ?? "").not.toContain("87654321");
    }
    expect(noticesTo("staff@ridgeline.example")).toHaveLength(0);

    // the invoice issued before shows (and its PDF carries) the account it was issued with; a new one the new
    const earlierPage = textOf((await request(ctx.app).get(earlierUrl)).text);
    expect(earlierPage).toContain("12345678");
    expect(earlierPage).not.toContain("87654321");
    const later = await acceptedWallQuote(ctx, owner);
    const laterUrl = (await owner.get(`/api/leads/${later.reference}/invoices`).expect(200)).body.invoices[0].url;
    expect(textOf((await request(ctx.app).get(laterUrl)).text)).toContain("87654321");
  });

  it("while two-step sign-in is on, need a current code as well", async () => {
    const agent = request.agent(ctx.app);
    await agent.post("/api/login").send(OTHER_OWNER).expect(200);
    const { secret } = (await agent.post("/api/auth/totp/setup").send({ currentPassword: OTHER_OWNER.password }).expect(200)).body;
    const now = Math.floor(Date.now() / 1000);
    await agent
      .post("/api/auth/totp/confirm")
      .send({ code: await generate({ secret, epoch: now }) })
      .expect(200);
    const details = (await agent.get("/api/business-profile").expect(200)).body.details;
    const change = { ...details, payId: "accounts@ridgeline.example", currentPassword: OTHER_OWNER.password };
    const passwordOnly = await agent.put("/api/business-profile").send(change);
    expect(passwordOnly.status).toBe(403);
    expect(passwordOnly.body.errors).toHaveProperty("code");
    expect((await agent.put("/api/business-profile").send({ ...change, code: "000000" })).status).toBe(403);
    expect((await detailsNow()).payId).toBe("");
    await agent
      .put("/api/business-profile")
      .send({ ...change, code: await generate({ secret, epoch: now + 30 }) })
      .expect(200);
    expect((await detailsNow()).payId).toBe("accounts@ridgeline.example");
  });
});
