import type { APIRequestContext } from "@playwright/test";
import { addDays, brisbaneDay } from "../../shared/calendar/brisbane-time";

/** A Before You Dig enquiry lodged a week ago, every asset owner answered, plans valid for a month: the job can dig. */
export async function bydaOnFile(api: APIRequestContext, jobId: number, reference: string) {
  const today = brisbaneDay(new Date());
  const answer = await api.put(`/api/jobs/${jobId}/compliance/byda`, {
    data: { reference, lodgedOn: addDays(today, -7), validUntil: addDays(today, 23), allAnswered: true },
  });
  if (answer.status() !== 200) throw new Error(`Before You Dig refused: ${answer.status()} ${await answer.text()}`);
}

/** An Owner's override of the job's Before You Dig item: for journeys booked further ahead than an enquiry lasts. */
export async function bydaOverridden(api: APIRequestContext, jobId: number) {
  const answer = await api.post(`/api/jobs/${jobId}/compliance/byda/override`, { data: { reason: "Journey booked months ahead" } });
  if (answer.status() !== 200) throw new Error(`override refused: ${answer.status()} ${await answer.text()}`);
}
