import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "@/components/ui/use-toast";

/** How long Undo is offered before the DELETE is sent. */
export const UNDO_WINDOW_MS = 6000;

export interface PendingDelete {
  id: number;
  name: string;
}

/**
 * Delete with Undo: the row disappears at once, and the DELETE goes to the server only when the
 * undo window has passed (or at once when the page is left), so Undo needs nothing from the server.
 */
export function usePendingDeletes(listPath: string) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingDelete[]>([]);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const send = useCallback(
    (item: PendingDelete) => {
      timers.current.delete(item.id);
      // keepalive lets the request finish when the page is being left
      fetch(`${listPath}/${item.id}`, { method: "DELETE", credentials: "include", keepalive: true })
        .then((res) => {
          if (!res.ok && res.status !== 404) throw new Error(String(res.status));
        })
        .catch(() => toast({ title: "Error", description: `Failed to delete ${item.name}. Please try again.`, variant: "destructive" }))
        .finally(() => {
          setPending((list) => list.filter((p) => p.id !== item.id));
          void queryClient.invalidateQueries({ queryKey: [listPath] });
        });
    },
    [listPath, queryClient],
  );

  const remove = (item: PendingDelete) => {
    setPending((list) => [...list, item]);
    timers.current.set(
      item.id,
      setTimeout(() => send(item), UNDO_WINDOW_MS),
    );
  };

  const undo = (id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setPending((list) => list.filter((p) => p.id !== id));
  };

  useEffect(() => {
    const map = timers.current;
    const flush = () => {
      for (const [id, timer] of map) {
        clearTimeout(timer);
        map.delete(id);
        void fetch(`${listPath}/${id}`, { method: "DELETE", credentials: "include", keepalive: true });
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
