import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AuthStatus } from "@shared/api-types";
import type { LoginInput } from "@shared/validation/login";
import { apiJson } from "@/lib/api-client";
import { AUTH_STATUS_QUERY_KEY } from "./auth-status";

interface LoginResponse {
  message: string;
  user: NonNullable<AuthStatus["user"]>;
}

/** The meta key of a sign-in: its 401 is a wrong password, not an ended session. */
export const SIGN_IN = "signIn";

/** POST /api/login; on success the cached status says signed in, so /admin opens without a flash. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { [SIGN_IN]: true },
    mutationFn: (input: LoginInput) => apiJson<LoginResponse>("POST", "/api/login", input),
    onSuccess: ({ user }) => {
      queryClient.setQueryData<AuthStatus>(AUTH_STATUS_QUERY_KEY, { isAuthenticated: true, user });
    },
  });
}
