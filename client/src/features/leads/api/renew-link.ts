import { useMutation } from "@tanstack/react-query";
import type { LinkRenewed, RenewableLink } from "@shared/leads/link-purposes";
import { apiJson } from "@/lib/api-client";

/** "Send a new link": the old link ends at once and the homeowner is emailed the new one. */
export const useRenewLink = (reference: string) =>
  useMutation({
    mutationFn: ({ purpose, invoice }: { purpose: RenewableLink; invoice?: string }) =>
      apiJson<LinkRenewed>("POST", `/api/leads/${reference}/links/${purpose}/renew`, invoice ? { invoice } : {}),
  });
