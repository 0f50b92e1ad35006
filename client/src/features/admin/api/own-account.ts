import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { EmailChanged, RecoveryCodes, SignedInDevice, TotpEnrolment } from "@shared/staff/account-api";
import type { EmailChangeInput, TwoStepCodeInput } from "@shared/validation/accounts";
import { apiJson, apiRequest } from "@/lib/api-client";

export type { SignedInDevice, TotpEnrolment };

const AUTH_STATUS_KEY = ["/api/auth/status"] as const;
export const SESSIONS_KEY = ["/api/auth/sessions"] as const;

export const useSignedInDevices = () => useQuery<SignedInDevice[]>({ queryKey: SESSIONS_KEY });

export function useSignOutOtherDevices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest("DELETE", "/api/auth/sessions/others"),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EmailChangeInput) => apiJson<EmailChanged>("PUT", "/api/auth/email", input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AUTH_STATUS_KEY }),
  });
}

export const useStartTwoStep = () => useMutation({ mutationFn: () => apiJson<TotpEnrolment>("POST", "/api/auth/totp/setup") });

export function useConfirmTwoStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TwoStepCodeInput) => apiJson<RecoveryCodes>("POST", "/api/auth/totp/confirm", input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AUTH_STATUS_KEY }),
  });
}
