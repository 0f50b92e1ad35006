import { addDays, brisbaneDay } from "@shared/calendar/brisbane-time";
import { CERTIFICATE_PDF } from "../../../test/compliance";
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { IMAGE_DERIVATION_TASK } from "../../../infra/images/image-intake";
import { phonePhotoWithGps } from "../../../infra/images/test-images";
import { appWithStaffForFile, type StaffAgent } from "../../../test/app-with-staff";
import { accountAgent, jobBookedFor, op, TINY_PNG, uploadCrewPhoto } from "../../../test/crew";
import { pollUntilQueueDrained } from "../../../test/queue-drained";
import type { TestContext } from "../../../test/test-app";

let ctx: TestContext, owner: StaffAgent;
appWithStaffForFile({}, (app) => ({ ctx, staff: owner } = app));

let crew: Awaited<ReturnType<typeof accountAgent>>;
beforeAll(async () => {
  crew = await accountAgent(ctx, "jo.crew", "crew", "Jo");
});

/** The routes a Crew session may use: its own account, and the crew app. */
const CREW_ROUTES = new Set([
  "post /auth/password",
  "put /auth/email",
  "get /auth/sessions",
  "delete /auth/sessions/others",
  "post /auth/totp/setup",
  "post /auth/totp/confirm",
  "delete /auth/totp",
  "get /crew/days",
  "post /crew/sync",
  "post /crew/photos",
  "get /crew/jobs/:jobId/photos/:photoId",
  "post /crew/jobs/:jobId/sign-off",
  "get /crew/jobs/:jobId/sign-off.pdf",
  "get /crew/jobs/:jobId/byda-plans",
]);

const concrete = (path: string) => `/api${path.replace(/:[A-Za-z]+/g, "1")}`;
const call = (agent: ReturnType<typeof request> | StaffAgent, method: string, path: string) => {
  const req = (agent as unknown as Record<string, (url: string) => request.Test>)[method]!(concrete(path));
  return method === "get" || method === "delete" ? req : req.send({});
};

describe("a Crew account", () => {
  it("is invited by an Owner as crew, and says so in /api/auth/status and /api/accounts", async () => {
    const invited = await owner.post("/api/accounts/invite").send({ email: "new.crew@example.com", role: "crew" });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({ email: "new.crew@example.com", role: "crew" });
    expect((await crew.agent.get("/api/auth/status").expect(200)).body.user).toMatchObject({ username: "jo.crew", role: "crew" });
    const accounts = (await owner.get("/api/accounts").expect(200)).body;
    expect(JSON.stringify(accounts)).toContain('"role":"crew"');
  });

  it("gets 403 from every staff and owner API, and reaches only its own account and the crew app", async () => {
    // signing out, and the second step of signing in (401 without a sign-in waiting for its code), are no one's area
    const routes = ctx.apiRoutes().filter((route) => !(route.method === "post" && ["/logout", "/login/totp"].includes(route.path)));
    expect(routes.length).toBeGreaterThan(100);
    const signedInOnly: string[] = [];
    for (const route of routes) {
      const anonymous = await call(request(ctx.app), route.method, route.path);
      if (anonymous.status !== 401) continue;
      const key = `${route.method} ${route.path}`;
      signedInOnly.push(key);
      const asCrew = await call(crew.agent, route.method, route.path);
      if (CREW_ROUTES.has(key)) expect([401, 403], key).not.toContain(asCrew.status);
      else expect(asCrew.status, key).toBe(403);
    }
    // every crew route is one anonymous visitors are kept out of
    expect(signedInOnly.filter((key) => CREW_ROUTES.has(key)).sort()).toEqual([...CREW_ROUTES].sort());
  });

  it("reads no money anywhere it can: no field named for cents, price, cost, amount, total, margin, owed or invoice", async () => {
    const job = await jobBookedFor(ctx, owner, [crew.id]);
    // the Before You Dig plans on file, for the crew's phone to read
    await owner
      .put(`/api/jobs/${job.jobId}/compliance/byda`)
      .attach("file", CERTIFICATE_PDF, { filename: "plans.pdf", contentType: "application/pdf" })
      .field({
        reference: "40000001",
        lodgedOn: addDays(brisbaneDay(new Date()), -7),
        validUntil: addDays(brisbaneDay(new Date()), 23),
        allAnswered: "true",
      })
      .expect(200);
    const answers: unknown[] = [];
    const photo = await uploadCrewPhoto(crew.agent, { jobId: job.jobId, photo: await phonePhotoWithGps(800, 600) }).expect(201);
    answers.push(photo.body);
    const synced = await crew.agent
      .post("/api/crew/sync")
      .send({
        ops: [
          op("clock-on", job.jobId, { stage: 1 }),
          op("stage-done", job.jobId, { stage: 1 }),
          op("stage-done", job.jobId, { stage: 2 }),
        ],
      })
      .expect(200);
    answers.push(synced.body);
    await pollUntilQueueDrained(ctx.database.db, { types: [IMAGE_DERIVATION_TASK] });
    const signed = await crew.agent
      .post(`/api/crew/jobs/${job.jobId}/sign-off`)
      .send({ opId: crypto.randomUUID(), at: new Date().toISOString(), signerName: "Quinn Homeowner", signature: TINY_PNG })
      .expect(201);
    answers.push(signed.body);
    for (const route of ctx.apiRoutes().filter((r) => r.method === "get")) {
      const key = `get ${route.path}`;
      if (!CREW_ROUTES.has(key)) continue;
      const res = await crew.agent.get(
        `/api${route.path.replace(":jobId", String(job.jobId)).replace(":photoId", String(photo.body.photoId))}`,
      );
      expect(res.status, key).toBeLessThan(300);
      if (res.type === "application/json") answers.push(res.body);
    }
    const keys = answers.flatMap(keysOf);
    expect(keys).toContain("checklist");
    expect(keys.filter((key) => /cents|price|cost|amount|total|margin|owed|invoice/i.test(key))).toEqual([]);
  });
});

function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  return [];
}
