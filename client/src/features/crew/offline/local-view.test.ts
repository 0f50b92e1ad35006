import { describe, expect, it } from "vitest";
import type { CrewJobDay } from "@shared/crew/crew-api";
import { jobOnPhone } from "./local-view";
import type { OutboxState } from "./outbox";

const job: CrewJobDay = {
  jobId: 7,
  reference: "RW-ABC123",
  kind: "retaining-wall",
  suburb: "Samford Valley",
  address: "Samford Valley",
  mapUrl: "https://www.google.com/maps/search/?api=1&query=x",
  firstName: "Pat",
  phone: "0412 345 678",
  stage: { stage: 1, description: "Footings", doneAt: null },
  stages: [
    { stage: 1, description: "Footings", doneAt: null },
    { stage: 2, description: "Wall", doneAt: null },
  ],
  prepare: "Sleepers",
  checklist: [
    { id: 1, text: "Plans on site", photoRequired: false, checkedAt: "2026-11-30T21:00:00.000Z", checkedBy: "Mia" },
    { id: 2, text: "Holes at depth", photoRequired: true, checkedAt: null, checkedBy: null },
    { id: 3, text: "Tidy", photoRequired: false, checkedAt: null, checkedBy: null },
  ],
  photos: [],
  onSite: [{ userId: 5, name: "Mia", since: "2026-11-30T20:00:00.000Z" }],
  materials: [],
  notes: [],
  crewId: 1,
  crewName: "Crew",
  members: [
    { id: 4, name: "Kai" },
    { id: 5, name: "Mia" },
  ],
  signedOff: false,
};
const me = { id: 4, name: "Kai" };
const empty: OutboxState = { ops: [], photos: [], signOffs: [], refused: [], sending: false };
const op = (type: string, fields: Record<string, unknown> = {}) => ({
  opId: `${type}-${Math.random()}`,
  at: "2026-11-30T22:00:00.000Z",
  type,
  jobId: 7,
  ...fields,
});

describe("a job as the phone shows it, with its waiting changes laid over the server's copy", () => {
  it("shows a waiting tick as mine and waiting, keeps the server's earlier tick, and lets a photo-required item be ticked once its photo waits", () => {
    const outbox: OutboxState = {
      ...empty,
      ops: [op("check", { itemId: 3 }), op("check", { itemId: 1 })],
      photos: [{ opId: "p", jobId: 7, stage: 1, itemId: 2, takenAt: "2026-11-30T22:00:00.000Z", blob: new Blob(), name: "a.jpg" }],
    };
    const shown = jobOnPhone(job, outbox, me);
    expect(shown.checklist.map((item) => [item.id, item.checkedBy, item.waiting, item.hasPhoto])).toEqual([
      [1, "Mia", false, false],
      [2, null, false, true],
      [3, "Kai", true, false],
    ]);
  });

  it("follows clock ons and offs in order, and counts a waiting stage-done and sign-off", () => {
    const outbox: OutboxState = {
      ...empty,
      ops: [op("clock-on"), op("clock-off", { members: [5] }), op("stage-done", { stage: 1 })],
      signOffs: [{ opId: "s", jobId: 7, at: "2026-11-30T22:00:00.000Z", signerName: "Pat", signature: "data:image/png;base64,AA==" }],
    };
    const shown = jobOnPhone(job, outbox, me);
    expect([...shown.onSiteNow]).toEqual([4]);
    expect(shown.doneStages.has(1)).toBe(true);
    expect(shown.doneStages.has(2)).toBe(false);
    expect(shown.signOffWaiting).toBe(true);
    expect(jobOnPhone(job, empty, me).onSiteNow.has(5)).toBe(true);
  });
});
