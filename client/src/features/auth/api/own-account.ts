import { useMutation, useQuery } from "@tanstack/react-query";
import type { EmailChanged, MessageAnswer, RecoveryCodes, SignedInDevice, TotpEnrolment } from "@shared/auth/account-api";
import type { EmailChangeInput, TwoStepCodeInput, TwoStepProofInput } from "@shared/auth/account-validation";
import { apiJson, apiRequest } from "@/lib/api-client";
import { useRefreshingMutation } from "@/lib/refreshing-mutation";

export type { SignedInDevice, TotpEnrolment };

const AUTH_STATUS_KEY = ["/api/auth/status"] as const;
export const SESSIONS_KEY = ["/api/auth/sessions"] as const;

export const useSignedInDevices = () => useQuery<SignedInDevice[]>({ queryKey: SESSIONS_KEY });

export const useSignOutOtherDevices = () => useRefreshingMutation(SESSIONS_KEY, () => apiRequest("DELETE", "/api/auth/sessions/others"));

export const useChangeEmail = () =>
  useRefreshingMutation(AUTH_STATUS_KEY, (input: EmailChangeInput) => apiJson<EmailChanged>("PUT", "/api/auth/email", input));

/** A new QR code: the password, and while two-step sign-in is on, a current code. */
export const useStartTwoStep = () =>
  useMutation({ mutationFn: (proof: TwoStepProofInput) => apiJson<TotpEnrolment>("POST", "/api/auth/totp/setup", proof) });

export const useTurnOffTwoStep = () =>
  useRefreshingMutation(AUTH_STATUS_KEY, (proof: TwoStepProofInput) => apiJson<MessageAnswer>("DELETE", "/api/auth/totp", proof));

export const useConfirmTwoStep = () =>
  useRefreshingMutation(AUTH_STATUS_KEY, (input: TwoStepCodeInput) => apiJson<RecoveryCodes>("POST", "/api/auth/totp/confirm", input));
