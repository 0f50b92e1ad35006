import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { apiJson, isSessionEnded } from "./api-client";

/**
 * PATCH {path}/:id/not-spam: a submission the spam rules caught becomes an ordinary one again (a lead in its list, a
 * review waiting for approval). `restored` refreshes what shows it; the toast says where it went.
 */
export function useRestoreFromSpam<Row extends { id: number }>(
  path: string,
  { description, restored }: { description: string; restored: (queryClient: QueryClient, row: Row) => Promise<unknown> },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<Row>("PATCH", `${path}/${id}/not-spam`),
    onSuccess: async (row) => {
      toast({ title: "Marked as not spam", description });
      await restored(queryClient, row);
    },
    onError: (error) => {
      if (isSessionEnded(error)) return; // the session handler says so and goes to /login
      toast({ title: "Error", description: "Failed to mark as not spam. Please try again.", variant: "destructive" });
    },
  });
}
