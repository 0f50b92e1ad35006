import { useQuery } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import type { CrewDays } from "@shared/crew/crew-api";
import { crewDb } from "./crew-store";
import { lastSentAt, outboxState, subscribeOutbox } from "./outbox";
import { keepPhotos } from "./service-worker";

export type WeekSource = "network" | "phone";
export interface CrewWeek {
  days: CrewDays;
  savedAt: string;
  source: WeekSource;
}

/** The changes waiting on this phone, as a React value. */
export const useOutbox = () => useSyncExternalStore(subscribeOutbox, outboxState, outboxState);

/** The session has ended: the crew signs in again (their waiting changes stay on the phone). */
export class SignedOut extends Error {}

/** The server's week when there is signal (kept on the phone as the new copy), else the copy the phone kept. */
async function readWeek(): Promise<CrewWeek | null> {
  const db = await crewDb();
  let res: Response | undefined;
  try {
    res = await fetch("/api/crew/days", { credentials: "include" });
  } catch {
    res = undefined;
  }
  if (res?.status === 401) throw new SignedOut();
  if (res?.ok) {
    const days = (await res.json()) as CrewDays;
    const savedAt = new Date().toISOString();
    await db.put("week", { days, savedAt }, "current");
    // the thumbnails of the week's photos and each job's Before You Dig plans, for the phone to open without signal
    void keepPhotos(
      days.days.flatMap((day) =>
        day.jobs.flatMap((job) => [
          ...job.photos.filter((p) => p.status === "ready").map((p) => p.thumbnailUrl),
          ...(job.compliance?.byda?.plansUrl ? [job.compliance.byda.plansUrl] : []),
        ]),
      ),
    );
    return { days, savedAt, source: "network" };
  }
  const kept = await db.get("week", "current");
  return kept ? { ...kept, source: "phone" } : null;
}

/**
 * The crew's week, read again whenever the phone regains signal and after each send that changed something, so
 * what the server made of the changes (ticks, photos processed) shows.
 */
export function useCrewWeek() {
  const sent = useSyncExternalStore(subscribeOutbox, lastSentAt, lastSentAt);
  const query = useQuery({
    queryKey: ["/api/crew/days", sent],
    queryFn: readWeek,
    // offline is this app's normal: the query runs and falls back to the phone's copy
    networkMode: "always",
    placeholderData: (previous) => previous,
    refetchOnReconnect: "always",
    retry: false,
  });
  return { week: query.data ?? undefined, loaded: !query.isPending, signedOut: query.error instanceof SignedOut };
}
