import { addDays, brisbaneDay } from "@shared/calendar/brisbane-time";
import type { StaffAgent } from "./app-with-staff";

let enquiry = 0;

/**
 * A Before You Dig enquiry recorded for the job, lodged a week ago with every asset owner answered and plans valid
 * for a month: what a job needs before any stage of it can be booked in the coming weeks.
 */
export async function clearToDig(staff: StaffAgent, jobId: number) {
  enquiry += 1;
  const today = brisbaneDay(new Date());
  const fields = {
    reference: `3${String(enquiry).padStart(7, "0")}`,
    lodgedOn: addDays(today, -7),
    validUntil: addDays(today, 23),
    allAnswered: true,
  };
  const recorded = await staff.put(`/api/jobs/${jobId}/compliance/byda`).send(fields);
  if (recorded.status !== 200) throw new Error(`Before You Dig refused: ${recorded.status} ${recorded.text}`);
  return fields;
}

/** A small real PDF, as a certificate's scan is sent. */
export const CERTIFICATE_PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

/** Records a certificate's number, date and PDF for an item (Form 15, the decision notice). */
export async function certificateOnFile(staff: StaffAgent, jobId: number, code: "engineering" | "building-approval", number: string) {
  const recorded = await staff
    .put(`/api/jobs/${jobId}/compliance/${code}`)
    .field("number", number)
    .field("date", addDays(brisbaneDay(new Date()), -3))
    .attach("file", CERTIFICATE_PDF, { filename: `${code}.pdf`, contentType: "application/pdf" });
  if (recorded.status !== 200) throw new Error(`${code} refused: ${recorded.status} ${recorded.text}`);
  return recorded.body;
}

/** Everything the register holds a booking for, recorded: the enquiry, and the approval's paperwork where needed. */
export async function clearForBooking(staff: StaffAgent, jobId: number) {
  await clearToDig(staff, jobId);
  const { items } = (await staff.get(`/api/jobs/${jobId}/compliance`)).body as { items: { code: string; status: string }[] };
  const needed = (code: string) => items.some((item) => item.code === code && item.status === "needed");
  if (needed("engineering")) await certificateOnFile(staff, jobId, "engineering", "F15-2041");
  if (needed("building-approval")) await certificateOnFile(staff, jobId, "building-approval", "DA-2041");
  if (needed("home-warranty"))
    await staff
      .put(`/api/jobs/${jobId}/compliance/home-warranty`)
      .send({ policyNumber: "HW-778812", premiumPaidOn: addDays(brisbaneDay(new Date()), -3) })
      .expect(200);
}

/**
 * An Owner's override of the job's Before You Dig item: for tests of the schedule's own mechanics on days further
 * ahead than an enquiry can be lodged for (plans last 30 days).
 */
export async function bydaOverridden(owner: StaffAgent, jobId: number) {
  const overridden = await owner.post(`/api/jobs/${jobId}/compliance/byda/override`).send({ reason: "Schedule test months ahead" });
  if (overridden.status !== 200) throw new Error(`override refused: ${overridden.status} ${overridden.text}`);
}
