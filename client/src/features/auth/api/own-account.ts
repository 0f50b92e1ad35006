import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { EmailChanged, MessageAnswer, RecoveryCodes, SignedInDevice, TotpEnrolment } from "@shared/auth/account-api";
import type { EmailChangeInput, TwoStepCodeInput, TwoStepProofInput } from "@shared/auth/account-validation";
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

/** A new QR code: the password, and while two-step sign-in is on, a current code. */
export const useStartTwoStep = () =>
  useMutation({ mutationFn: (proof: TwoStepProofInput) => apiJson<TotpEnrolment>("POST", "/api/auth/totp/setup", proof) });

export function useTurnOffTwoStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (proof: TwoStepProofInput) => apiJson<MessageAnswer>("DELETE", "/api/auth/totp", proof),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AUTH_STATUS_KEY }),
  });
}

export function useConfirmTwoStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TwoStepCodeInput) => apiJson<RecoveryCodes>("POST", "/api/auth/totp/confirm", input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AUTH_STATUS_KEY }),
  });
}
