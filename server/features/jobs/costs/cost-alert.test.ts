import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUSH_TASK } from "../../../infra/push/push-queue";
import { appWithStaff, type AppWithStaff, FAST_JOBS, type StaffAgent } from "../../../test/app-with-staff";
import { accountAgent, jobBookedFor } from "../../../test/crew";
import { type FakeDevice, PushServiceStandIn } from "../../../test/push-service";
import { pollUntilQueueDrained } from "../../../test/queue-drained";
import { TWO_STAGES } from "../../../test/quotes";
import { JOB_COST_CHECK_TASK, overQuoteText } from "./cost-watch";

let push: PushServiceStandIn;
let app: AppWithStaff;
let owner: StaffAgent;
let office: Awaited<ReturnType<typeof accountAgent>>;
let ownerPhone: FakeDevice, officePhone: FakeDevice;

const subscribe = async (agent: StaffAgent) => {
  const device = push.newDevice();
  await agent
    .post("/api/push/subscriptions")
    .set("User-Agent", "Mozilla/5.0 (Linux; Android 14) Chrome/130.0 Mobile")
    .send(device.subscription())
    .expect(201);
  return device;
};

beforeAll(async () => {
  push = await PushServiceStandIn.start();
  app = await appWithStaff({ config: { push: { allowedOrigins: [push.origin] }, taskTiming: FAST_JOBS } });
  owner = app.staff;
  office = await accountAgent(app.ctx, "office.alerts", "staff", "Olive");
  ownerPhone = await subscribe(owner);
  officePhone = await subscribe(office.agent);
});
afterAll(async () => {
  await app?.close();
  await push?.down();
});

const settled = () => pollUntilQueueDrained(app.ctx.database.db, { types: [JOB_COST_CHECK_TASK, PUSH_TASK] });
const OVER = "A job is over its quote";
/** The over-quote alerts a device got (a new lead and an accepted quote alert staff too) */
const noticesTo = (device: FakeDevice) =>
  push
    .pushesTo(device)
    .map((received) => received.message as { title: string; body: string })
    .filter((message) => message.title === OVER);

describe("the Owner's alert when a job passes its quote", () => {
  it("says the job, the dollars and the percent over", () => {
    expect(overQuoteText("RW-ABC123", 62_040, 500_323)).toBe("RW-ABC123 is A$620 (12.4%) over its quote");
  });

  it("pushes once per crossing of the threshold, within 60 seconds of the entry that crossed it", async () => {
    // quoted: 1 h and 1 h at the standard $75.00: $150.00, no runs; the threshold is 10% or $500
    const job = await jobBookedFor(
      app.ctx,
      owner,
      [],
      {},
      {
        stages: [
          { ...TWO_STAGES[0]!, labourHours: 1 },
          { ...TWO_STAGES[1]!, labourHours: 1 },
        ],
      },
    );
    const cost = (amountCents: number) =>
      office.agent.post(`/api/jobs/${job.jobId}/costs`).send({ category: "hire", amountCents }).expect(201);
    const onBudget = await cost(15_000);
    await settled();
    expect(noticesTo(ownerPhone)).toEqual([]);

    // $16.00 over $150.00: 10.7%
    const crossing = await cost(1_600);
    const crossedAt = Date.now();
    await expect.poll(() => noticesTo(ownerPhone).length, { timeout: 60_000 }).toBe(1);
    expect(
      push.pushesTo(ownerPhone).find((received) => (received.message as { title: string }).title === OVER)!.at - crossedAt,
    ).toBeLessThan(60_000);
    expect(noticesTo(ownerPhone)[0]).toMatchObject({
      title: "A job is over its quote",
      body: `${job.reference} is A$16 (10.7%) over its quote`,
    });

    // further over: no second alert for the same crossing
    await cost(1_000);
    await settled();
    expect(noticesTo(ownerPhone)).toHaveLength(1);

    // back under, then over again: one more
    await office.agent.delete(`/api/jobs/${job.jobId}/costs/${crossing.body.id}`).expect(204);
    await settled();
    expect(noticesTo(ownerPhone)).toHaveLength(1);
    await office.agent.delete(`/api/jobs/${job.jobId}/costs/${onBudget.body.id}`).expect(204);
    await settled();
    await cost(20_000);
    await expect.poll(() => noticesTo(ownerPhone).length, { timeout: 60_000 }).toBe(2);
    // $1,000 + $20,000 on $150.00: $60 over, 40.0%
    expect(noticesTo(ownerPhone)[1]!.body).toBe(`${job.reference} is A$60 (40.0%) over its quote`);
    await settled();
    expect(noticesTo(ownerPhone)).toHaveLength(2);
    expect(noticesTo(officePhone)).toEqual([]);
  });
});
