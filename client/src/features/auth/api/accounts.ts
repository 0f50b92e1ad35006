import { useQuery } from "@tanstack/react-query";
import type { AccountList, AccountRow, InvitationRow, TwoStepRule } from "@shared/auth/account-api";
import type { AccountUpdateInput, InviteInput } from "@shared/auth/account-validation";
import { apiJson } from "@/lib/api-client";
import { useRefreshingMutation, useStoringMutation } from "@/lib/refreshing-mutation";

export type { AccountRow, InvitationRow };

export const ACCOUNTS_KEY = ["/api/accounts"] as const;
export const TWO_STEP_RULE_KEY = ["/api/auth/two-step-rule"] as const;

export const useAccounts = () => useQuery<AccountList>({ queryKey: ACCOUNTS_KEY });

export const useInvite = () =>
  useRefreshingMutation(ACCOUNTS_KEY, (input: InviteInput) => apiJson<InvitationRow>("POST", "/api/accounts/invite", input));

export const useUpdateAccount = () =>
  useRefreshingMutation(
    ACCOUNTS_KEY,
    ({ id, change }: { id: number; change: AccountUpdateInput }) => apiJson<AccountRow>("PATCH", `/api/accounts/${id}`, change),
    { whatever: true },
  );

export const useTwoStepRule = () => useQuery<TwoStepRule>({ queryKey: TWO_STEP_RULE_KEY });

export const useSetTwoStepRule = () =>
  useStoringMutation(TWO_STEP_RULE_KEY, (required: boolean) => apiJson<TwoStepRule>("PUT", "/api/auth/two-step-rule", { required }));
