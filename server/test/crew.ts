import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { brisbaneDay } from "@shared/calendar/brisbane-time";
import { isPublicHoliday } from "@shared/calendar/public-holidays";
import { workingDayFrom } from "@shared/calendar/working-days";
import { users } from "@shared/schema";
import { acceptedWallQuote } from "./quotes";
import { clearForBooking } from "./compliance";
import { signedInAgent } from "./staff";
import type { TestContext } from "./test-app";
import type { StaffAgent } from "./app-with-staff";

/** A signed-in account of the given role with a first name, and its id. */
export async function accountAgent(ctx: TestContext, username: string, role: "crew" | "staff" | "owner", firstName: string) {
  const agent = await signedInAgent(ctx, ctx.database, { username, password: "crew member pass phrase 42", role });
  const [row] = await ctx.database.db.update(users).set({ firstName }).where(eq(users.username, username)).returning({ id: users.id });
  return { agent, id: row!.id };
}

/** The first working day from today, Brisbane time: the first day a stage booked now can be on. */
export const firstWorkingDay = () => workingDayFrom(brisbaneDay(new Date()), isPublicHoliday);

let crewNumber = 0;

/**
 * A Won lead's two-stage wall job, its stage 1 booked on the first working day onto a new crew of the given
 * members: what a crew's phone sees in its week.
 */
export async function jobBookedFor(
  ctx: TestContext,
  staff: StaffAgent,
  members: number[],
  lead: Record<string, unknown> = {},
  quote: Record<string, unknown> = {},
) {
  crewNumber += 1;
  const crew = await staff.post("/api/crews").send({ name: `Site crew ${crewNumber}`, colour: "#1d6f42", members });
  if (crew.status !== 201) throw new Error(`crew refused: ${crew.status} ${crew.text}`);
  const posted = await acceptedWallQuote(ctx, staff, { lead: { name: "Quinn Homeowner", ...lead }, quote });
  const jobId = (await staff.get(`/api/contact/${posted.id}`).expect(200)).body.jobId as number;
  const day = firstWorkingDay();
  await clearForBooking(staff, jobId);
  const booked = await staff.post(`/api/jobs/${jobId}/bookings`).send({ stage: 1, crewId: crew.body.id, startDay: day, days: 1 });
  if (booked.status !== 201) throw new Error(`booking refused: ${booked.status} ${booked.text}`);
  return { ...posted, jobId, crewId: crew.body.id as number, day };
}

/** An op as a phone makes it: its own id and the phone's time (now, unless given). */
export const op = (type: string, jobId: number, fields: Record<string, unknown> = {}, at = new Date()) => ({
  opId: randomUUID(),
  at: at.toISOString(),
  type,
  jobId,
  ...fields,
});

/** A 1x1 PNG, as a drawn signature. */
export const TINY_PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

/** POST /api/crew/photos as the phone sends it: the op's id, the job, the stage, the phone's time and one photo. */
export function uploadCrewPhoto(
  agent: StaffAgent,
  fields: { jobId: number; photo: Buffer; opId?: string; stage?: number; itemId?: number; name?: string; takenAt?: Date },
) {
  const req = agent
    .post("/api/crew/photos")
    .field("opId", fields.opId ?? randomUUID())
    .field("jobId", String(fields.jobId))
    .field("stage", String(fields.stage ?? 1))
    .field("takenAt", (fields.takenAt ?? new Date()).toISOString());
  if (fields.itemId !== undefined) req.field("itemId", String(fields.itemId));
  return req.attach("photo", fields.photo, fields.name ?? "IMG_0042.jpg");
}
