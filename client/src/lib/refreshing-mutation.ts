import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";

/**
 * A change after which a list is read again: once it succeeds, or with `whatever: true` also after it fails
 * (a refused change may still mean the list moved on, as when someone else changed it first).
 */
export function useRefreshingMutation<Input, Output>(
  queryKey: QueryKey,
  mutationFn: (input: Input) => Promise<Output>,
  { whatever = false }: { whatever?: boolean } = {},
) {
  const queryClient = useQueryClient();
  // returned, so the change counts as done once the list is read again
  const refresh = () => queryClient.invalidateQueries({ queryKey });
  return useMutation({ mutationFn, ...(whatever ? { onSettled: refresh } : { onSuccess: refresh }) });
}

/** A change whose answer is the new state of one query (saved settings): it is stored as that query's data. */
export function useStoringMutation<Input, Output>(queryKey: QueryKey, mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: (answer: Output) => queryClient.setQueryData(queryKey, answer) });
}

/** The body of a photo upload: the file and its description. */
export function photoUploadBody(file: File, alt: string): FormData {
  const body = new FormData();
  body.append("alt", alt);
  body.append("photo", file, file.name);
  return body;
}
