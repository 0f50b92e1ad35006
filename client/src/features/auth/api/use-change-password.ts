import { useMutation } from "@tanstack/react-query";
import type { PasswordChangeInput } from "@shared/auth/password-change";
import type { MessageAnswer } from "@shared/auth/account-api";
import { apiJson } from "@/lib/api-client";

/** POST /api/auth/password: the signed-in staff member's own password; other sessions end. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: PasswordChangeInput) => apiJson<MessageAnswer>("POST", "/api/auth/password", input),
  });
}
