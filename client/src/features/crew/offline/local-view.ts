import type { ChecklistItemView, CrewJobDay } from "@shared/crew/crew-api";
import type { OutboxState } from "./outbox";

/** A job as the phone shows it: the server's copy with this phone's waiting changes laid over it. */
export interface JobOnPhone extends CrewJobDay {
  checklist: (ChecklistItemView & { waiting: boolean; hasPhoto: boolean })[];
  /** stages done on the server or waiting to be sent from here */
  doneStages: Set<number>;
  onSiteNow: Set<number>;
  waitingMaterials: { item: string; quantity: number; unit: string }[];
  waitingNotes: { stage: number; text: string }[];
  waitingPhotos: { opId: string; stage: number; itemId?: number; blob: Blob }[];
  signOffWaiting: boolean;
}

export function jobOnPhone(job: CrewJobDay, outbox: OutboxState, me: { id: number; name: string }): JobOnPhone {
  const ops = outbox.ops.filter((op) => op.jobId === job.jobId);
  const photos = outbox.photos.filter((photo) => photo.jobId === job.jobId);
  const checks = new Map(ops.filter((op) => op.type === "check").map((op) => [op.itemId as number, op.at]));
  const doneStages = new Set(job.stages.filter((stage) => stage.doneAt).map((stage) => stage.stage));
  for (const op of ops) if (op.type === "stage-done") doneStages.add(op.stage as number);
  const onSiteNow = new Set(job.onSite.map((entry) => entry.userId));
  for (const op of ops) {
    const members = (op.members as number[] | undefined) ?? [me.id];
    if (op.type === "clock-on") members.forEach((id) => onSiteNow.add(id));
    if (op.type === "clock-off") members.forEach((id) => onSiteNow.delete(id));
  }
  return {
    ...job,
    checklist: job.checklist.map((item) => {
      const waitingAt = checks.get(item.id);
      const ticked = item.checkedAt ?? waitingAt ?? null;
      return {
        ...item,
        checkedAt: ticked,
        checkedBy: item.checkedBy ?? (waitingAt ? me.name : null),
        waiting: !item.checkedAt && waitingAt !== undefined,
        hasPhoto: job.photos.some((photo) => photo.itemId === item.id) || photos.some((photo) => photo.itemId === item.id),
      };
    }),
    doneStages,
    onSiteNow,
    waitingMaterials: ops
      .filter((op) => op.type === "material")
      .map((op) => ({ item: op.item as string, quantity: op.quantity as number, unit: op.unit as string })),
    waitingNotes: ops.filter((op) => op.type === "note").map((op) => ({ stage: op.stage as number, text: op.text as string })),
    waitingPhotos: photos.map((photo) => ({ opId: photo.opId, stage: photo.stage, itemId: photo.itemId, blob: photo.blob })),
    signOffWaiting: outbox.signOffs.some((signOff) => signOff.jobId === job.jobId),
  };
}
