import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AuthStatus, LoginAnswer, TwoStepChallenge } from "@shared/api-types";
import type { TwoStepCodeInput } from "@shared/auth/account-validation";
import type { LoginInput } from "@shared/auth/login";
import { apiJson } from "@/lib/api-client";
import { AUTH_STATUS_QUERY_KEY } from "./auth-status";

export type { LoginAnswer };

/** The meta key of a sign-in: its 401 is a wrong password or code, not an ended session. */
export const SIGN_IN = "signIn";

export const needsTwoStepCode = (answer: LoginAnswer): answer is TwoStepChallenge => "totpRequired" in answer;

/**
 * A sign-in step (the password, or the two-step code): a completed sign-in answers the status itself, so /admin
 * opens without another request.
 */
function useSignInStep<Input>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { [SIGN_IN]: true },
    mutationFn: (input: Input) => apiJson<LoginAnswer>("POST", path, input),
    onSuccess: (answer: LoginAnswer) => {
      if (needsTwoStepCode(answer)) return;
      const { message: _message, ...status } = answer;
      queryClient.setQueryData<AuthStatus>(AUTH_STATUS_QUERY_KEY, status);
    },
  });
}

/** POST /api/login: signed in, or asked for the two-step code. */
export const useLogin = () => useSignInStep<LoginInput>("/api/login");

/** POST /api/login/totp: the authenticator's code, or a recovery code. */
export const useLoginCode = () => useSignInStep<TwoStepCodeInput>("/api/login/totp");
