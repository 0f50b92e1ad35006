import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import type { AcceptInviteInput, ForgotPasswordInput, ResetPasswordInput } from "@shared/auth/account-validation";
import type { AccountLinkUsed, MessageAnswer } from "@shared/auth/account-api";
import { apiJson } from "@/lib/api-client";

/** The token of a one-time link: it rides in the address's fragment (#token=...), which never reaches a server or its logs. */
export function readLinkToken(): string | null {
  if (typeof window === "undefined") return null;
  return new URLSearchParams(window.location.hash.slice(1)).get("token");
}

/** Takes the token out of the address bar once read, so it is not left in the history or a shared screenshot. */
export function forgetLinkToken() {
  if (typeof window !== "undefined" && window.location.hash)
    history.replaceState(history.state, "", window.location.pathname + window.location.search);
}

/** The page's link token, read once and then taken out of the address bar. */
export function useLinkToken(): string | null {
  const [token] = useState(() => {
    const found = readLinkToken();
    forgetLinkToken();
    return found;
  });
  return token;
}

export const useForgotPassword = () =>
  useMutation({ mutationFn: (input: ForgotPasswordInput) => apiJson<MessageAnswer>("POST", "/api/auth/forgot", input) });

export const useResetPassword = () =>
  useMutation({
    mutationFn: (input: ResetPasswordInput) => apiJson<AccountLinkUsed>("POST", "/api/auth/reset", input),
  });

export const useAcceptInvite = () =>
  useMutation({
    mutationFn: (input: AcceptInviteInput) => apiJson<AccountLinkUsed>("POST", "/api/auth/invite/accept", input),
  });
