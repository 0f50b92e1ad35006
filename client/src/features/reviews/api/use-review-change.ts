import { isSessionEnded } from "@/lib/api-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ModerationDecisionInput } from "@shared/reviews/review-moderation-validation";
import { toast } from "@/components/ui/use-toast";
import { ApiError, apiJson } from "@/lib/api-client";
import { PUBLIC_REVIEWS_KEY } from "@/lib/query-keys";
import { ADMIN_QUERY_KEYS, type ReviewRow } from "./staff-reviews";
import { reviewHistoryKey } from "./use-review-history";

export type ReviewChange =
  | { kind: "reject" | "unpublish"; id: number; decision: ModerationDecisionInput }
  | { kind: "republish"; id: number }
  | { kind: "reply"; id: number; text: string }
  | { kind: "remove-reply"; id: number };

function send(change: ReviewChange): Promise<ReviewRow> {
  const url = `/api/reviews/${change.id}`;
  switch (change.kind) {
    case "reject":
    case "unpublish":
      return apiJson("PATCH", `${url}/${change.kind}`, change.decision);
    case "republish":
      return apiJson("PATCH", `${url}/republish`);
    case "reply":
      return apiJson("PUT", `${url}/reply`, { text: change.text });
    case "remove-reply":
      return apiJson("DELETE", `${url}/reply`);
  }
}

const messages: Record<ReviewChange["kind"], { title: string; description: string; failed: string }> = {
  reject: {
    title: "Review rejected",
    description: "The review will not be published.",
    failed: "Failed to reject review. Please try again.",
  },
  unpublish: {
    title: "Review unpublished",
    description: "The review is no longer visible on the website.",
    failed: "Failed to unpublish review. Please try again.",
  },
  republish: {
    title: "Review republished",
    description: "The review is visible on the website again.",
    failed: "Failed to republish review. Please try again.",
  },
  reply: {
    title: "Reply saved",
    description: "Your reply shows under the review while it is published.",
    failed: "Failed to save the reply. Please try again.",
  },
  "remove-reply": {
    title: "Reply removed",
    description: "The reply no longer shows on the website.",
    failed: "Failed to remove the reply. Please try again.",
  },
};

/**
 * Every moderation change and reply change: on success the row is updated from the server's answer
 * and the staff list, the public list and the review's history are refreshed.
 */
export function useReviewChange(onDone?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (updated, change) => {
      queryClient.setQueryData<ReviewRow[]>(ADMIN_QUERY_KEYS.reviews, (rows) =>
        rows?.map((row) => (row.id === updated.id ? updated : row)),
      );
      toast({ title: messages[change.kind].title, description: messages[change.kind].description });
      onDone?.();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEYS.reviews }),
        queryClient.invalidateQueries({ queryKey: PUBLIC_REVIEWS_KEY }),
        queryClient.invalidateQueries({ queryKey: reviewHistoryKey(change.id) }),
      ]);
    },
    onError: (error, change) => {
      if (isSessionEnded(error)) return; // the session handler says so and goes to /login
      // A 409 says why (the review changed state meanwhile); show the server's words.
      const description =
        error instanceof ApiError && error.status === 409
          ? (error.serverMessage ?? messages[change.kind].failed)
          : messages[change.kind].failed;
      toast({ title: "Error", description, variant: "destructive" });
    },
  });
}
