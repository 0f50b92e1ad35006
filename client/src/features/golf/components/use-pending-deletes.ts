import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "@/components/ui/use-toast";
import { ApiError, apiRequest, isSessionEnded } from "@/lib/api-client";

/** How long Undo is offered before the delete is sent. */
export const UNDO_WINDOW_MS = 6000;

export interface PendingDelete {
  id: number;
  name: string;
}

interface Batch {
  items: PendingDelete[];
  timer: ReturnType<typeof setTimeout>;
}

/** One record: DELETE; several: one bulk delete. A 404 means another tab was first, which is fine. */
function sendDelete(listPath: string, items: readonly PendingDelete[], keepalive = false) {
  if (items.length === 1) return apiRequest("DELETE", `${listPath}/${items[0]!.id}`, undefined, { keepalive });
  return apiRequest("POST", `${listPath}/bulk-delete`, { ids: items.map((item) => item.id) }, { keepalive });
}

/**
 * Delete with Undo: the rows disappear at once, and the delete goes to the server only when the undo
 * window has passed (or at once when the page is left), so Undo needs nothing from the server. Several
 * records deleted together go as one request; each can still be undone on its own until then.
 */
export function usePendingDeletes(listPath: string) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingDelete[]>([]);
  /** open batches by number; each is sent, with what is left of it, once its undo window passes */
  const batches = useRef(new Map<number, Batch>());
  const nextBatch = useRef(0);

  const deletion = useMutation({
    mutationFn: (items: readonly PendingDelete[]) =>
      sendDelete(listPath, items).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return undefined;
        throw error;
      }),
    onError: (error, items) => {
      if (isSessionEnded(error)) return; // the session handler says so and goes to /login
      const what = items.length === 1 ? items[0]!.name : `${items.length} records`;
      toast({ title: "Error", description: `Failed to delete ${what}. Please try again.`, variant: "destructive" });
    },
    onSettled: (_answer, _error, items) => {
      setPending((list) => list.filter((p) => !items.some((item) => item.id === p.id)));
      void queryClient.invalidateQueries({ queryKey: [listPath] });
    },
  });
  const send = deletion.mutate;

  const remove = useCallback(
    (items: readonly PendingDelete[]) => {
      if (items.length === 0) return;
      setPending((list) => [...list, ...items]);
      const key = ++nextBatch.current;
      const timer = setTimeout(() => {
        const left = batches.current.get(key)?.items ?? [];
        batches.current.delete(key);
        if (left.length) send(left);
      }, UNDO_WINDOW_MS);
      batches.current.set(key, { items: [...items], timer });
    },
    [send],
  );

  const undo = (ids: readonly number[]) => {
    for (const [key, batch] of batches.current) {
      const items = batch.items.filter((item) => !ids.includes(item.id));
      if (items.length) {
        batches.current.set(key, { ...batch, items });
      } else {
        clearTimeout(batch.timer);
        batches.current.delete(key);
      }
    }
    setPending((list) => list.filter((p) => !ids.includes(p.id)));
  };

  useEffect(() => {
    const open = batches.current;
    const flush = () => {
      for (const [key, batch] of open) {
        clearTimeout(batch.timer);
        open.delete(key);
        if (batch.items.length) void sendDelete(listPath, batch.items, true).catch(() => undefined);
      }
    };
    window.addEventListener("pagehide", flush);
    return () => {
      window.removeEventListener("pagehide", flush);
      flush();
    };
  }, [listPath]);

  return { pending, isPending: (id: number) => pending.some((p) => p.id === id), remove, undo };
}
