import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AccountList, AccountRow, InvitationRow, TwoStepRule } from "@shared/staff/account-api";
import type { AccountUpdateInput, InviteInput } from "@shared/validation/accounts";
import { apiJson } from "@/lib/api-client";

export type { AccountRow, InvitationRow };

export const ACCOUNTS_KEY = ["/api/accounts"] as const;
export const TWO_STEP_RULE_KEY = ["/api/auth/two-step-rule"] as const;

export const useAccounts = () => useQuery<AccountList>({ queryKey: ACCOUNTS_KEY });

function useRefreshAccounts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY });
}

export function useInvite() {
  const refresh = useRefreshAccounts();
  return useMutation({
    mutationFn: (input: InviteInput) => apiJson<InvitationRow>("POST", "/api/accounts/invite", input),
    onSuccess: refresh,
  });
}

export function useUpdateAccount() {
  const refresh = useRefreshAccounts();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: AccountUpdateInput }) => apiJson<AccountRow>("PATCH", `/api/accounts/${id}`, change),
    onSettled: refresh,
  });
}

export const useTwoStepRule = () => useQuery<TwoStepRule>({ queryKey: TWO_STEP_RULE_KEY });

export function useSetTwoStepRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (required: boolean) => apiJson<TwoStepRule>("PUT", "/api/auth/two-step-rule", { required }),
    onSuccess: (answer) => queryClient.setQueryData(TWO_STEP_RULE_KEY, answer),
  });
}
